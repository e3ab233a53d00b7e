/work/main/target-old/release/deps/document_features-1c498f8ab7d3263a.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/document-features-0.2.12/lib.rs

/work/main/target-old/release/deps/libdocument_features-1c498f8ab7d3263a.so: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/document-features-0.2.12/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/document-features-0.2.12/lib.rs:
