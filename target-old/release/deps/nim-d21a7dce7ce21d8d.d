/work/main/target-old/release/deps/nim-d21a7dce7ce21d8d.d: src/main.rs

/work/main/target-old/release/deps/nim-d21a7dce7ce21d8d: src/main.rs

src/main.rs:
