//! Lines read in bounded pieces, so that no input can make the program store
//! more than [`MAX_LINE`] bytes of it: `nim < /dev/zero` runs in flat memory.
//!
//! The end of input is read once. A terminal gives one zero-length read per
//! Ctrl-D, so reading again after it would wait for a second Ctrl-D.

use std::io::{self, BufRead};

/// The longest line kept, in bytes; a longer one is refused and skipped.
pub const MAX_LINE: usize = 4096;

/// What [`LineReader::read_line`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    /// A line is in the buffer, ended as the [`LineEnd`] says.
    Text(LineEnd),
    /// The line passed the limit; the rest of it is still unread: call
    /// [`LineReader::skip_line`] to pass over it.
    TooLong,
    /// The input ended before any byte of a line.
    End,
}

/// How a line ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineEnd {
    /// Its newline was read (and removed): Enter on a terminal.
    Newline,
    /// Ctrl-D after typed text on a terminal: the text came without a
    /// newline, as `cat` gets it, and the input goes on.
    Pushed,
    /// The input ended after it.
    Input,
}

/// The bytes `input` has ready, reading once if it has none; an interrupted
/// read is tried again. Empty at the end of input.
pub fn fill<R: BufRead>(input: &mut R) -> io::Result<&[u8]> {
    loop {
        match input.fill_buf() {
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
            // Never read again after a zero-length read: on a terminal
            // that would wait for another Ctrl-D.
            Ok([]) => return Ok(&[]),
            Ok(_) => break,
        }
    }
    // Asked again to hand the bytes out (the borrow checker cannot return
    // them from inside the loop); they are buffered, so nothing is read.
    input.fill_buf()
}

/// What the input is, for where its reads end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Input {
    /// A terminal in its usual line mode, whose every read ends at Enter or
    /// at Ctrl-D: text read without a newline was sent by Ctrl-D. It echoes
    /// what is typed, Enter included.
    Terminal,
    /// A pipe or a file: its reads end wherever the writer's writes did.
    #[default]
    Stream,
}

/// Lines of one input, and whether it has ended.
#[derive(Debug)]
pub struct LineReader<R> {
    input: R,
    /// A terminal's reads end at Enter or Ctrl-D.
    terminal: bool,
    /// A zero-length read was seen: nothing more is read.
    ended: bool,
}

impl<R: BufRead> LineReader<R> {
    /// The lines of `input`, read as its kind ([`Input`]) sends them.
    pub fn new(input: R, kind: Input) -> Self {
        LineReader {
            input,
            terminal: kind == Input::Terminal,
            ended: false,
        }
    }

    /// The input itself, to change how it reads (a network line's deadline).
    pub fn get_mut(&mut self) -> &mut R {
        &mut self.input
    }

    /// [`fill`], remembering the end of input.
    fn fill(&mut self) -> io::Result<&[u8]> {
        if self.ended {
            return Ok(&[]);
        }
        let available = fill(&mut self.input)?;
        self.ended = available.is_empty();
        Ok(available)
    }

    /// Reads one line into `buffer` (cleared first), at most `limit` bytes of it.
    pub fn read_line(&mut self, buffer: &mut Vec<u8>, limit: usize) -> io::Result<Line> {
        buffer.clear();
        loop {
            let terminal = self.terminal;
            let available = self.fill()?;
            if available.is_empty() {
                return Ok(if buffer.is_empty() {
                    Line::End
                } else {
                    Line::Text(LineEnd::Input)
                });
            }
            let newline = available.iter().position(|&b| b == b'\n');
            let take = newline.unwrap_or(available.len());
            if buffer.len() + take > limit {
                buffer.clear();
                return Ok(Line::TooLong);
            }
            buffer.extend_from_slice(&available[..take]);
            self.input.consume(take + usize::from(newline.is_some()));
            if newline.is_some() {
                return Ok(Line::Text(LineEnd::Newline));
            }
            if terminal {
                return Ok(Line::Text(LineEnd::Pushed));
            }
        }
    }

    /// Passes over the rest of a line without keeping it; says how it ended.
    pub fn skip_line(&mut self) -> io::Result<LineEnd> {
        loop {
            let terminal = self.terminal;
            let available = self.fill()?;
            if available.is_empty() {
                return Ok(LineEnd::Input);
            }
            match available.iter().position(|&b| b == b'\n') {
                Some(at) => {
                    self.input.consume(at + 1);
                    return Ok(LineEnd::Newline);
                }
                None => {
                    let all = available.len();
                    self.input.consume(all);
                    if terminal {
                        return Ok(LineEnd::Pushed);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::io::lines::*;
    use std::collections::VecDeque;
    use std::io::{BufReader, Read};

    /// Reads every line of `input` through a tiny buffer, as `(line, what)`.
    fn lines(input: &[u8], limit: usize) -> Vec<(String, Line)> {
        let mut reader = LineReader::new(BufReader::with_capacity(3, input), Input::Stream);
        let mut buffer = Vec::new();
        let mut seen = Vec::new();
        loop {
            let line = reader.read_line(&mut buffer, limit).unwrap();
            seen.push((String::from_utf8_lossy(&buffer).into_owned(), line));
            match line {
                Line::End => return seen,
                Line::TooLong => {
                    reader.skip_line().unwrap();
                }
                Line::Text(_) => {}
            }
        }
    }

    #[test]
    fn lines_whole_cut_and_unended() {
        let text = |s: &str, ending| (s.to_string(), Line::Text(ending));
        assert_eq!(
            lines(b"1 2\n\nabcdefgh\n0 0", 6),
            [
                text("1 2", LineEnd::Newline),
                text("", LineEnd::Newline),
                (String::new(), Line::TooLong),
                text("0 0", LineEnd::Input),
                (String::new(), Line::End),
            ]
        );
        assert_eq!(
            lines(b"123456\n", 6),
            [text("123456", LineEnd::Newline), (String::new(), Line::End)]
        );
        assert_eq!(
            lines(b"1234567", 6),
            [(String::new(), Line::TooLong), (String::new(), Line::End)]
        );
    }

    #[test]
    fn a_long_line_is_never_stored() {
        let long = vec![b'x'; 1 << 20];
        let mut reader = LineReader::new(BufReader::new(&long[..]), Input::Stream);
        let mut buffer = Vec::new();
        assert_eq!(
            reader.read_line(&mut buffer, MAX_LINE).unwrap(),
            Line::TooLong
        );
        assert!(buffer.capacity() <= 2 * MAX_LINE.max(8 * 1024));
        assert_eq!(reader.skip_line().unwrap(), LineEnd::Input);
    }

    /// A terminal as the reader sees it: each read returns the next chunk,
    /// an empty one for a Ctrl-D at the start of a line. Reading past the
    /// script is a test failure.
    struct Terminal(VecDeque<&'static [u8]>);

    impl Read for Terminal {
        fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
            let chunk = self.0.pop_front().expect("read after the last Ctrl-D");
            buffer[..chunk.len()].copy_from_slice(chunk);
            Ok(chunk.len())
        }
    }

    fn terminal(reads: &[&'static [u8]]) -> LineReader<BufReader<Terminal>> {
        let script = Terminal(reads.iter().copied().collect());
        LineReader::new(BufReader::new(script), Input::Terminal)
    }

    #[test]
    fn one_zero_read_ends_the_input_for_good() {
        // `1 2` Enter, Ctrl-D; what a second Ctrl-D would send is never read.
        let mut reader = terminal(&[b"1 2\n", b""]);
        let mut buffer = Vec::new();
        assert_eq!(
            reader.read_line(&mut buffer, MAX_LINE).unwrap(),
            Line::Text(LineEnd::Newline)
        );
        assert_eq!(reader.read_line(&mut buffer, MAX_LINE).unwrap(), Line::End);
        assert_eq!(reader.read_line(&mut buffer, MAX_LINE).unwrap(), Line::End);
        assert_eq!(reader.skip_line().unwrap(), LineEnd::Input);
        // The free `fill` reads once too.
        let mut input = BufReader::new(Terminal([&b""[..]].into()));
        assert!(fill(&mut input).unwrap().is_empty());
    }

    #[test]
    fn text_sent_by_ctrl_d_is_a_line_and_the_input_goes_on() {
        // `abc` Ctrl-D, `0 0` Enter.
        let mut reader = terminal(&[b"abc", b"0 0\n"]);
        let mut buffer = Vec::new();
        assert_eq!(
            reader.read_line(&mut buffer, MAX_LINE).unwrap(),
            Line::Text(LineEnd::Pushed)
        );
        assert_eq!(buffer, b"abc");
        assert_eq!(
            reader.read_line(&mut buffer, MAX_LINE).unwrap(),
            Line::Text(LineEnd::Newline)
        );
        assert_eq!(buffer, b"0 0");
        // Elsewhere a read may end anywhere: the line goes on to its newline.
        let pipe = Terminal([&b"ab"[..], b"c\n", b""].into());
        let mut reader = LineReader::new(BufReader::new(pipe), Input::Stream);
        assert_eq!(
            reader.read_line(&mut buffer, MAX_LINE).unwrap(),
            Line::Text(LineEnd::Newline)
        );
        assert_eq!(buffer, b"abc");
        // Text and then the end: the last line, and the end once.
        let pipe = Terminal([&b"ab"[..], b""].into());
        let mut reader = LineReader::new(BufReader::new(pipe), Input::Stream);
        assert_eq!(
            reader.read_line(&mut buffer, MAX_LINE).unwrap(),
            Line::Text(LineEnd::Input)
        );
        assert_eq!(reader.read_line(&mut buffer, MAX_LINE).unwrap(), Line::End);
    }
}
