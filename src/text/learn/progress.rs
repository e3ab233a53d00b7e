//! The words about the progress file: set aside, not read, not saved,
//! saved again, no report card; each a line, then `FILE: REASON`, the file
//! shown by the one rule for paths ([`shown_path`]).

use std::path::Path;

use crate::io::progress::Trouble;
use crate::text::{Arg, Lang, fit_lines, shown_path};

impl Lang {
    /// The file was not a progress: set aside under `kept`.
    pub fn learn_set_aside(self, error: &str, kept: &Path) -> String {
        self.about_file("learn-set-aside", kept, error)
    }

    pub fn learn_no_store(self) -> String {
        self.text("learn-no-store")
    }

    /// Why the progress `file` could not be read or written: the system's
    /// words for an I/O error; a link of another user's named, unless it
    /// is the file itself.
    pub fn progress_trouble(self, trouble: &Trouble, file: &Path) -> String {
        match trouble {
            Trouble::NotAFile => self.text("learn-not-a-file"),
            Trouble::Locked => self.text("learn-locked"),
            Trouble::ForeignLink { link, owner } if link == file => {
                self.message("learn-foreign-link", &[("owner", (*owner).into())])
            }
            Trouble::ForeignLink { link, owner } => {
                let link = shown_path(link);
                self.message(
                    "learn-foreign-link-on-way",
                    &[("link", Arg::Text(&link)), ("owner", (*owner).into())],
                )
            }
            Trouble::Io(error) => error.to_string(),
        }
    }

    /// The file is left as it is and this sitting saves nothing: a line,
    /// then `FILE: REASON`.
    pub fn learn_not_read(self, file: &Path, reason: &str) -> String {
        self.about_file("learn-not-read", file, reason)
    }

    /// A save failed; the next answer tries again.
    pub fn learn_not_saved(self, file: &Path, reason: &str) -> String {
        self.about_file("learn-not-saved", file, reason)
    }

    /// A puzzle set alone could not be kept: there is no next try.
    pub fn learn_not_saved_alone(self, file: &Path, reason: &str) -> String {
        self.about_file("learn-not-saved-alone", file, reason)
    }

    pub fn learn_saved_again(self, file: &Path) -> String {
        let file = shown_path(file);
        self.message("learn-saved-again", &[("file", Arg::Text(&file))])
    }

    /// Said on leaving when the last save failed.
    pub fn learn_unsaved_at_exit(self, file: &Path, reason: &str) -> String {
        self.about_file("learn-unsaved-at-exit", file, reason)
    }

    /// `nim learn --report` on a file that is not a progress: no card.
    pub fn report_damaged(self, file: &Path, error: &str) -> String {
        self.about_file("report-damaged", file, error)
    }

    /// `nim learn --report` on a file that cannot be read: no card.
    pub fn report_not_read(self, file: &Path, reason: &str) -> String {
        self.about_file("report-not-read", file, reason)
    }

    /// A line, then `FILE: REASON`, the file shown by the one rule for
    /// paths, and each line wrapped to 80 columns (a long reason, or one
    /// naming a link, goes on to a line of its own).
    fn about_file(self, id: &str, file: &Path, reason: &str) -> String {
        let file = shown_path(file);
        let note = self.message(
            id,
            &[
                ("file", Arg::Text(&file)),
                ("kept", Arg::Text(&file)),
                ("error", Arg::Text(reason)),
            ],
        );
        fit_lines(&note)
    }
}
