/work/main/target-old/release/deps/signal_hook_mio-c367a3bb78696598.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/signal-hook-mio-0.2.5/src/lib.rs

/work/main/target-old/release/deps/libsignal_hook_mio-c367a3bb78696598.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/signal-hook-mio-0.2.5/src/lib.rs

/work/main/target-old/release/deps/libsignal_hook_mio-c367a3bb78696598.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/signal-hook-mio-0.2.5/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/signal-hook-mio-0.2.5/src/lib.rs:
