/work/main/target-old/release/deps/nim-839d1dc312915f0b.d: src/lib.rs src/analyze.rs src/cli.rs src/command.rs src/game.rs src/plain.rs src/session.rs src/strategy.rs src/text/mod.rs src/text/errors.rs src/text/help.rs src/tui/mod.rs src/tui/input.rs src/tui/screen.rs src/tui/terminal.rs src/tui/view.rs

/work/main/target-old/release/deps/libnim-839d1dc312915f0b.rlib: src/lib.rs src/analyze.rs src/cli.rs src/command.rs src/game.rs src/plain.rs src/session.rs src/strategy.rs src/text/mod.rs src/text/errors.rs src/text/help.rs src/tui/mod.rs src/tui/input.rs src/tui/screen.rs src/tui/terminal.rs src/tui/view.rs

/work/main/target-old/release/deps/libnim-839d1dc312915f0b.rmeta: src/lib.rs src/analyze.rs src/cli.rs src/command.rs src/game.rs src/plain.rs src/session.rs src/strategy.rs src/text/mod.rs src/text/errors.rs src/text/help.rs src/tui/mod.rs src/tui/input.rs src/tui/screen.rs src/tui/terminal.rs src/tui/view.rs

src/lib.rs:
src/analyze.rs:
src/cli.rs:
src/command.rs:
src/game.rs:
src/plain.rs:
src/session.rs:
src/strategy.rs:
src/text/mod.rs:
src/text/errors.rs:
src/text/help.rs:
src/tui/mod.rs:
src/tui/input.rs:
src/tui/screen.rs:
src/tui/terminal.rs:
src/tui/view.rs:

# env-dep:CARGO_PKG_VERSION=0.1.0
