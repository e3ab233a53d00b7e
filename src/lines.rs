//! Lines read in bounded pieces, so that no input can make the program store
//! more than [`MAX_LINE`] bytes of it: `nim < /dev/zero` runs in flat memory.

use std::io::{self, BufRead};

/// The longest line kept, in bytes; a longer one is refused and skipped.
pub const MAX_LINE: usize = 4096;

/// What [`read_line`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    /// A line is in the buffer; `ended` when its newline was read (and removed).
    Text { ended: bool },
    /// The line passed the limit; the rest of it is still unread: call
    /// [`skip_line`] to pass over it.
    TooLong,
    /// The input ended before any byte of a line.
    End,
}

/// The bytes `input` has ready, reading more if it has none; an interrupted
/// read is tried again. Empty at the end of input.
pub fn fill<R: BufRead>(input: &mut R) -> io::Result<&[u8]> {
    loop {
        match input.fill_buf() {
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
            // Asked again to hand the bytes out: they are buffered now.
            Ok(_) => return input.fill_buf(),
        }
    }
}

/// Reads one line into `buffer` (cleared first), at most `limit` bytes of it.
pub fn read_line<R: BufRead>(
    input: &mut R,
    buffer: &mut Vec<u8>,
    limit: usize,
) -> io::Result<Line> {
    buffer.clear();
    loop {
        let available = fill(input)?;
        if available.is_empty() {
            return Ok(if buffer.is_empty() {
                Line::End
            } else {
                Line::Text { ended: false }
            });
        }
        let newline = available.iter().position(|&b| b == b'\n');
        let take = newline.unwrap_or(available.len());
        if buffer.len() + take > limit {
            buffer.clear();
            return Ok(Line::TooLong);
        }
        buffer.extend_from_slice(&available[..take]);
        let ended = newline.is_some();
        input.consume(take + usize::from(ended));
        if ended {
            return Ok(Line::Text { ended: true });
        }
    }
}

/// Passes over the rest of a line without keeping it; true when its newline
/// was found (false at the end of input).
pub fn skip_line<R: BufRead>(input: &mut R) -> io::Result<bool> {
    loop {
        let available = fill(input)?;
        if available.is_empty() {
            return Ok(false);
        }
        match available.iter().position(|&b| b == b'\n') {
            Some(at) => {
                input.consume(at + 1);
                return Ok(true);
            }
            None => {
                let all = available.len();
                input.consume(all);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::BufReader;

    /// Reads every line of `input` through a tiny buffer, as `(line, what)`.
    fn lines(input: &[u8], limit: usize) -> Vec<(String, Line)> {
        let mut reader = BufReader::with_capacity(3, input);
        let mut buffer = Vec::new();
        let mut seen = Vec::new();
        loop {
            let line = read_line(&mut reader, &mut buffer, limit).unwrap();
            seen.push((String::from_utf8_lossy(&buffer).into_owned(), line));
            match line {
                Line::End => return seen,
                Line::TooLong => {
                    skip_line(&mut reader).unwrap();
                }
                Line::Text { .. } => {}
            }
        }
    }

    #[test]
    fn lines_whole_cut_and_unended() {
        let text = |s: &str, ended| (s.to_string(), Line::Text { ended });
        assert_eq!(
            lines(b"1 2\n\nabcdefgh\n0 0", 6),
            [
                text("1 2", true),
                text("", true),
                (String::new(), Line::TooLong),
                text("0 0", false),
                (String::new(), Line::End),
            ]
        );
        assert_eq!(
            lines(b"123456\n", 6),
            [text("123456", true), (String::new(), Line::End)]
        );
        assert_eq!(
            lines(b"1234567", 6),
            [(String::new(), Line::TooLong), (String::new(), Line::End)]
        );
    }

    #[test]
    fn a_long_line_is_never_stored() {
        let long = vec![b'x'; 1 << 20];
        let mut reader = BufReader::new(&long[..]);
        let mut buffer = Vec::new();
        assert_eq!(
            read_line(&mut reader, &mut buffer, MAX_LINE).unwrap(),
            Line::TooLong
        );
        assert!(buffer.capacity() <= 2 * MAX_LINE.max(8 * 1024));
        assert!(!skip_line(&mut reader).unwrap());
    }
}
