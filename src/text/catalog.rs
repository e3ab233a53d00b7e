//! The message catalogues (Fluent), compiled into the binary. This module is
//! the only one in the crate that knows Fluent exists.
//!
//! Adding a language is one file (`locales/xx.ftl`) and one line in
//! [`CATALOGUES`]. A catalogue is parsed the first time its language speaks,
//! once, so only the chosen language (and, for a message it lacks, English)
//! is ever parsed.

use std::sync::OnceLock;

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

static BUNDLES: [OnceLock<Bundle>; CATALOGUES.len()] =
    [const { OnceLock::new() }; CATALOGUES.len()];

/// The parsed catalogue number `index` of [`CATALOGUES`].
fn bundle(index: usize) -> &'static Bundle {
    BUNDLES[index].get_or_init(|| {
        let (code, source) = CATALOGUES[index];
        // A syntax error drops only the broken entry; the catalogue tests
        // make sure there is none.
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
        let langid: LanguageIdentifier = code.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        // Bidi isolation marks would show as garbage in a terminal.
        bundle.set_use_isolating(false);
        let _ = bundle.add_resource(resource);
        bundle
    })
}

/// Arguments of a message: names and values, numbers as numbers.
pub(super) type Args<'a> = [(&'a str, Arg<'a>)];

/// One argument's value.
#[derive(Debug, Clone, Copy)]
pub(super) enum Arg<'a> {
    Text(&'a str),
    Number(f64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(text)
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            #[allow(clippy::cast_precision_loss, clippy::cast_lossless)]
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u16, u32, u64, usize, i64);

/// Formats message `id` of catalogue `index`; `None` when the catalogue lacks
/// it or a placeholder could not be filled.
pub(super) fn format(index: usize, id: &str, args: &Args) -> Option<String> {
    let bundle = bundle(index);
    let pattern = bundle.get_message(id)?.value()?;
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for &(name, value) in args {
        match value {
            Arg::Text(text) => fluent_args.set(name, FluentValue::from(text)),
            Arg::Number(n) => fluent_args.set(name, FluentValue::from(n)),
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
