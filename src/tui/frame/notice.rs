//! The "please enlarge" notice laid out for a terminal of any size: the
//! sentence wrapped and centred; if it cannot fit, the short form; if
//! even that cannot, whatever of it fits.

use crate::text::width::{char_width, wrap};

/// The lines of the notice for a terminal of `cols` x `lines`, each at most
/// `cols - 1` columns wide (the last column may wrap on some terminals).
pub fn layout(full: &str, short: &str, cols: u16, lines: u16) -> Vec<String> {
    let room = usize::from(cols.saturating_sub(1)).max(1);
    let most = usize::from(lines);
    if most == 0 || cols == 0 {
        return Vec::new();
    }
    // Wrapped by the Unicode line-breaking rules; a character wider than
    // the whole terminal is left out.
    let fitting = |text: &str| -> Vec<String> {
        let kept: String = text.chars().filter(|&c| char_width(c) <= room).collect();
        wrap(&kept, room)
    };
    for text in [full, short] {
        let wrapped = fitting(text);
        if wrapped.len() <= most {
            return wrapped;
        }
    }
    fitting(short).into_iter().take(most).collect()
}

#[cfg(test)]
mod tests {
    use crate::text::width::width;
    use crate::tui::frame::notice::*;

    const FULL: &str = "Please enlarge the terminal to 80x25 (now 60x20)";

    #[test]
    fn one_line_when_it_fits() {
        assert_eq!(layout(FULL, "Need 80x25", 60, 20), [FULL]);
    }

    #[test]
    fn wrapped_then_short_then_cut() {
        assert_eq!(
            layout(FULL, "Need 80x25", 20, 10),
            ["Please enlarge the", "terminal to 80x25", "(now 60x20)"]
        );
        assert_eq!(layout(FULL, "Need 80x25", 10, 5), ["Need", "80x25"]);
        assert_eq!(layout(FULL, "Need 80x25", 3, 2), ["Ne", "ed"]);
        assert_eq!(layout(FULL, "Need 80x25", 1, 1), ["N"]);
        assert!(layout(FULL, "Need 80x25", 0, 0).is_empty());
        assert!(layout(FULL, "Need 80x25", 5, 0).is_empty());
    }

    #[test]
    fn chinese_breaks_between_characters() {
        let lines = layout("请把终端放大到 80x25（现在是 10x5）", "需要 80x25", 12, 6);
        assert!(lines.iter().all(|l| width(l) <= 11), "{lines:?}");
        assert_eq!(
            lines.concat().replace(' ', ""),
            "请把终端放大到80x25（现在是10x5）"
        );
    }

    #[test]
    fn every_size_fits() {
        let texts = [
            (FULL, "Need 80x25"),
            ("请把终端放大到 80x25（现在是 1x1）", "需要 80x25"),
        ];
        for cols in 0..=90 {
            for lines in 0..=30 {
                for (full, short) in texts {
                    let notice = layout(full, short, cols, lines);
                    assert!(notice.len() <= usize::from(lines));
                    for line in notice {
                        let w = width(&line);
                        assert!(w < usize::from(cols).max(2), "{cols}x{lines}: {line}");
                        assert!(w <= usize::from(cols), "{cols}x{lines}: {line}");
                    }
                }
            }
        }
    }
}
