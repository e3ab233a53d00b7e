/work/main/target-old/release/deps/derive_more-3269e496129b69be.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/derive_more-2.1.1/src/lib.rs

/work/main/target-old/release/deps/libderive_more-3269e496129b69be.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/derive_more-2.1.1/src/lib.rs

/work/main/target-old/release/deps/libderive_more-3269e496129b69be.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/derive_more-2.1.1/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/derive_more-2.1.1/src/lib.rs:
