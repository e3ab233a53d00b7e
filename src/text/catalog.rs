//! The message catalogues (Fluent), compiled into the binary. This module is
//! the only one in the crate that knows Fluent exists.
//!
//! Adding a language is one file (`locales/xx.ftl`) and one line in
//! [`CATALOGUES`]. A message is parsed the first time it is asked for, once:
//! Fluent's parsed form takes ten times the text's bytes (130 KB for the
//! English catalogue), and a game speaks only a fraction of its messages.

use std::sync::{Mutex, PoisonError};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// Every language: its code (as `--lang` and the locale name it) and its catalogue.
pub(super) const CATALOGUES: [(&str, &str); 3] = [
    ("en", include_str!("../../locales/en.ftl")),
    ("ru", include_str!("../../locales/ru.ftl")),
    ("zh", include_str!("../../locales/zh.ftl")),
];

type Bundle = FluentBundle<FluentResource>;

/// Each catalogue's messages parsed so far; `None` until its language speaks.
static BUNDLES: [Mutex<Option<Bundle>>; CATALOGUES.len()] =
    [const { Mutex::new(None) }; CATALOGUES.len()];

/// The source of entry `id` in a catalogue: from the line that starts it to
/// the line that starts the next. Fluent starts every entry (message or
/// term) at the start of a line with a letter or `-`; nothing else can be
/// there but comments and blank lines, which parse to nothing.
fn entry<'a>(source: &'a str, id: &str) -> Option<&'a str> {
    let mut offset = 0;
    let mut begin = None;
    for line in source.split_inclusive('\n') {
        if line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-') {
            if let Some(begin) = begin {
                return Some(&source[begin..offset]);
            }
            let name = line.split('=').next().unwrap_or_default().trim_end();
            if name == id {
                begin = Some(offset);
            }
        }
        offset += line.len();
    }
    begin.map(|begin| &source[begin..])
}

/// A new, empty bundle for catalogue `index`.
fn new_bundle(index: usize) -> Bundle {
    let langid: LanguageIdentifier = CATALOGUES[index].0.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // Bidi isolation marks would show as garbage in a terminal.
    bundle.set_use_isolating(false);
    bundle
}

/// Arguments of a message: names and values, numbers as numbers.
pub(super) type Args<'a> = [(&'a str, Arg<'a>)];

/// One argument's value. Whole numbers stay whole: Fluent holds numbers as
/// `f64`, which rounds past 2^53 (a puzzle's seed printed so would open
/// another puzzle), so such a number reaches it as its digits.
#[derive(Debug, Clone, Copy)]
pub(super) enum Arg<'a> {
    Text(&'a str),
    Whole(i128),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(text)
    }
}

macro_rules! whole_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Whole(i128::try_from(n).unwrap_or(i128::MAX))
            }
        }
    )*};
}
whole_arg!(u16, u32, u64, usize, i64);

/// The largest whole number an `f64` holds exactly, with every smaller one.
const EXACT: i128 = 1 << f64::MANTISSA_DIGITS;

/// A whole number as Fluent takes it: a number (so that plural rules
/// choose its form) while `f64` holds it exactly, else its digits.
fn whole(n: i128) -> FluentValue<'static> {
    if (-EXACT..=EXACT).contains(&n) {
        FluentValue::from(n as f64)
    } else {
        FluentValue::from(n.to_string())
    }
}

/// Formats message `id` of catalogue `index`, in its ASCII form (the
/// message's `.ascii` attribute) where `ascii` asks for it and the message
/// has one; `None` when the catalogue lacks it or a placeholder could not be
/// filled.
pub(super) fn format(index: usize, id: &str, args: &Args, ascii: bool) -> Option<String> {
    let mut bundles = BUNDLES[index]
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    let bundle = bundles.get_or_insert_with(|| new_bundle(index));
    if !bundle.has_message(id) {
        // A syntax error drops only the broken entry; the catalogue tests
        // make sure there is none.
        let source = entry(CATALOGUES[index].1, id)?;
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
        let _ = bundle.add_resource(resource);
    }
    let message = bundle.get_message(id)?;
    let pattern = match message.get_attribute("ascii") {
        Some(attribute) if ascii => attribute.value(),
        _ => message.value()?,
    };
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for &(name, value) in args {
        match value {
            Arg::Text(text) => fluent_args.set(name, FluentValue::from(text)),
            Arg::Whole(n) => fluent_args.set(name, whole(n)),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// The message ids of catalogue `index`, read off its lines (a message starts
/// a line with its id and ` =`), for the completeness test.
#[cfg(test)]
pub(super) fn ids(index: usize) -> Vec<&'static str> {
    CATALOGUES[index]
        .1
        .lines()
        .filter_map(|line| line.split_once(" ="))
        .map(|(id, _)| id)
        .filter(|id| id.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter(|id| id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
        .collect()
}

/// Whether catalogue `index` parses without a single error.
#[cfg(test)]
pub(super) fn parses(index: usize) -> Result<(), String> {
    FluentResource::try_new(CATALOGUES[index].1.to_string())
        .map(|_| ())
        .map_err(|(_, errors)| format!("{errors:?}"))
}

#[cfg(test)]
mod tests {
    use crate::text::catalog::*;

    /// Each message cut out alone parses without an error to that one
    /// message, with the pattern it has in the whole catalogue: the cut
    /// neither loses a line (a select's variants, an attribute) nor takes
    /// one of the next message's.
    #[test]
    fn every_message_cut_out_alone_is_the_same_message() {
        for (index, (code, source)) in CATALOGUES.iter().enumerate() {
            let whole = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
            let ids = ids(index);
            assert!(ids.len() > 100, "{code}: {} ids", ids.len());
            for id in ids {
                let cut = entry(source, id).unwrap_or_else(|| panic!("{code}: no {id}"));
                let alone = FluentResource::try_new(cut.to_string())
                    .unwrap_or_else(|(_, e)| panic!("{code} {id}: {e:?}"));
                let entries: Vec<_> = alone.entries().collect();
                assert_eq!(entries.len(), 1, "{code} {id}: {cut}");
                let in_whole = whole.entries().find(
                    |e| matches!(e, fluent_syntax::ast::Entry::Message(m) if m.id.name == id),
                );
                assert_eq!(Some(entries[0]), in_whole, "{code} {id}");
            }
        }
    }

    /// Under a locale that cannot show UTF-8 the messages are English, so
    /// every English message that is not ASCII has an ASCII form, and that
    /// form is ASCII.
    #[test]
    fn every_english_message_has_an_ascii_form() {
        let (_, source) = CATALOGUES[0];
        let mut forms = 0;
        for id in ids(0) {
            let cut = entry(source, id).unwrap();
            let lines: Vec<&str> = cut.lines().filter(|l| !l.starts_with('#')).collect();
            let attribute = lines
                .iter()
                .position(|l| l.trim_start().starts_with(".ascii ="));
            let (value, ascii) = lines.split_at(attribute.unwrap_or(lines.len()));
            if value.iter().any(|line| !line.is_ascii()) {
                assert!(!ascii.is_empty(), "{id} has no .ascii form");
            }
            assert!(ascii.iter().all(|line| line.is_ascii()), "{id}: {ascii:?}");
            forms += usize::from(!ascii.is_empty());
        }
        assert_eq!(forms, 21);
    }

    #[test]
    fn the_ascii_form_is_chosen_only_when_asked_for() {
        let title = |ascii| format(0, "board-title", &[], ascii).unwrap();
        assert_eq!(title(false), "NIM CHESS (尼姆棋)");
        assert_eq!(title(true), "NIM CHESS");
        // A message without an ASCII form is itself either way.
        assert_eq!(
            format(0, "title", &[], true),
            format(0, "title", &[], false)
        );
    }

    #[test]
    fn an_id_that_is_a_prefix_of_another_is_not_confused_with_it() {
        let source = "hint-long = long\nhint = short\n    .ascii = s\n# note\n\nnext = n\n";
        assert_eq!(
            entry(source, "hint"),
            Some("hint = short\n    .ascii = s\n# note\n\n")
        );
        assert_eq!(entry(source, "next"), Some("next = n\n"));
        assert_eq!(entry(source, "missing"), None);
    }
}
