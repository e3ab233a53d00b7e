//! The words of a long computation of values (`nim analyze --limit`):
//! its progress on a terminal, a stop by Ctrl-C, and a game nobody has
//! solved; and of rows too many for memory whose temporary file failed.

use std::path::Path;

use crate::text::{Arg, Lang, echo_within};

/// The most columns of a temporary directory's name shown.
const DIR_SHOWN: usize = 40;

impl Lang {
    /// `1234567 values, 1274 rare, 812345 a second, 3.2 s`: one line,
    /// drawn over itself on stderr.
    pub fn progress(self, done: u32, rare: Option<u32>, rate: u64, elapsed: &str) -> String {
        let (done, rate) = (done.to_string(), rate.to_string());
        let rare = rare.map(|r| r.to_string());
        let mut args = vec![
            ("done", Arg::Text(&done)),
            ("rate", Arg::Text(&rate)),
            ("elapsed", Arg::Text(elapsed)),
        ];
        match &rare {
            Some(rare) => {
                args.push(("rare", Arg::Text(rare)));
                self.message("analyze-progress-rare", &args)
            }
            None => self.message("analyze-progress", &args),
        }
    }

    /// Ctrl-C stopped the computation of `rule`'s values after `heap`.
    pub fn values_stopped(self, rule: &str, heap: u32) -> String {
        let heap = heap.to_string();
        self.message(
            "analyze-stopped",
            &[("rule", Arg::Text(rule)), ("heap", Arg::Text(&heap))],
        )
    }

    /// No period of `rule` is known to anyone.
    pub fn unsolved(self, rule: &str) -> String {
        self.message("analyze-unsolved", &[("rule", Arg::Text(rule))])
    }

    /// Rows past memory, and their temporary file in `dir` failed.
    pub fn spill_failed(self, dir: &Path, error: &std::io::Error) -> String {
        let dir = echo_within(&dir.to_string_lossy(), DIR_SHOWN);
        let error = error.to_string();
        self.message(
            "analyze-spill-failed",
            &[("dir", Arg::Text(&dir)), ("error", Arg::Text(&error))],
        )
    }
}
