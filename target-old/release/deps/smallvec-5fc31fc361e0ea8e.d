/work/main/target-old/release/deps/smallvec-5fc31fc361e0ea8e.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/smallvec-1.16.5/src/lib.rs

/work/main/target-old/release/deps/libsmallvec-5fc31fc361e0ea8e.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/smallvec-1.16.5/src/lib.rs

/work/main/target-old/release/deps/libsmallvec-5fc31fc361e0ea8e.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/smallvec-1.16.5/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/smallvec-1.16.5/src/lib.rs:
