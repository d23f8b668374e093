//! The languages of the documents: every word a reader meets comes from a
//! message catalogue (`locales/LANG/*.ftl`, Project Fluent), embedded in
//! the binary so that output stays the same on every machine.
//!
//! A document is laid out in one language: its builder runs inside
//! [`scoped`], and every word on its pages is looked up with [`tr`] (or the
//! [`crate::tr!`] macro) in the language of that scope, on the thread that
//! lays the document out. Outside any scope the language is English.
//! Numbers given to a message are written as the language writes them
//! (decimal comma and thousands separators), and plural forms follow the
//! language's CLDR rules.

use std::cell::Cell;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::FluentNumber;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language of the documents.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::De, Lang::Fr, Lang::Es];

    /// The language's code: `en`, `de`, `fr`, `es`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es",
        }
    }

    /// The language of a code (lower case, as [`Lang::code`] writes it).
    fn from_word(s: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == s.trim())
    }

    /// The decimal separator.
    pub fn decimal(self) -> &'static str {
        match self {
            Lang::En => ".",
            _ => ",",
        }
    }

    /// The thousands separator, and the fewest digits a number has before
    /// it is grouped (Spanish writes 1000 but 10.000).
    pub fn grouping(self) -> (&'static str, usize) {
        match self {
            Lang::En => (",", 4),
            Lang::De => (".", 4),
            // A narrow no-break space, as French typography writes it.
            Lang::Fr => ("\u{202f}", 4),
            Lang::Es => (".", 5),
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

seed::word_value! {
    Lang, shown by code;
    /// A language code that is not one of the documents' languages.
    UnknownLang("unknown language '{0}': use en, de, fr or es")
}

/// The catalogue files of each language, by name, in a fixed order.
pub const FILES: [&str; 11] = [
    "common.ftl",
    "egypt.ftl",
    "daily.ftl",
    "rules.ftl",
    "cards.ftl",
    "book.ftl",
    "handout.ftl",
    "web.ftl",
    "web-egypt.ftl",
    "web-cards.ftl",
    "studio.ftl",
];

macro_rules! catalogue {
    ($lang:literal) => {
        [
            include_str!(concat!("../locales/", $lang, "/common.ftl")),
            include_str!(concat!("../locales/", $lang, "/egypt.ftl")),
            include_str!(concat!("../locales/", $lang, "/daily.ftl")),
            include_str!(concat!("../locales/", $lang, "/rules.ftl")),
            include_str!(concat!("../locales/", $lang, "/cards.ftl")),
            include_str!(concat!("../locales/", $lang, "/book.ftl")),
            include_str!(concat!("../locales/", $lang, "/handout.ftl")),
            include_str!(concat!("../locales/", $lang, "/web.ftl")),
            include_str!(concat!("../locales/", $lang, "/web-egypt.ftl")),
            include_str!(concat!("../locales/", $lang, "/web-cards.ftl")),
            include_str!(concat!("../locales/", $lang, "/studio.ftl")),
        ]
    };
}

/// The catalogue sources of a language, in the order of [`FILES`].
pub fn sources(lang: Lang) -> [&'static str; 11] {
    match lang {
        Lang::En => catalogue!("en"),
        Lang::De => catalogue!("de"),
        Lang::Fr => catalogue!("fr"),
        Lang::Es => catalogue!("es"),
    }
}

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    &BUNDLES.get_or_init(|| Lang::ALL.into_iter().map(make_bundle).collect())[lang.index()]
}

fn make_bundle(lang: Lang) -> Bundle {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut b = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around placeables: they would print as
    // invisible characters in the PDFs.
    b.set_use_isolating(false);
    b.set_formatter(Some(match lang {
        Lang::En => format_en,
        Lang::De => format_de,
        Lang::Fr => format_fr,
        Lang::Es => format_es,
    }));
    for src in sources(lang) {
        // The catalogues are part of the program; the tests parse every
        // one of them, so a broken entry never ships. A resource with
        // errors still adds its good messages.
        let res = FluentResource::try_new(src.to_string()).unwrap_or_else(|(res, _)| res);
        let _ = b.add_resource(res);
    }
    b
}

/// The memoizer type of a concurrent bundle, which a formatter receives.
type Memo = <Bundle as HasMemo>::M;

trait HasMemo {
    type M;
}
impl<R, M> HasMemo for fluent_bundle::bundle::FluentBundle<R, M> {
    type M = M;
}

fn format_in(lang: Lang, v: &FluentValue) -> Option<String> {
    match v {
        FluentValue::Number(n) => Some(number_in(lang, n)),
        _ => None,
    }
}

fn format_en(v: &FluentValue, _: &Memo) -> Option<String> {
    format_in(Lang::En, v)
}
fn format_de(v: &FluentValue, _: &Memo) -> Option<String> {
    format_in(Lang::De, v)
}
fn format_fr(v: &FluentValue, _: &Memo) -> Option<String> {
    format_in(Lang::Fr, v)
}
fn format_es(v: &FluentValue, _: &Memo) -> Option<String> {
    format_in(Lang::Es, v)
}

fn number_in(lang: Lang, n: &FluentNumber) -> String {
    let digits = n.options.minimum_fraction_digits.unwrap_or(0);
    decimal_in(lang, n.value, digits)
}

/// `value` with `digits` decimals, written as `lang` writes numbers:
/// `12,345.6` in English, `12.345,6` in German.
pub fn decimal_in(lang: Lang, value: f64, digits: usize) -> String {
    let text = format!("{:.*}", digits, value.abs());
    let (int, frac) = match text.split_once('.') {
        Some((i, f)) => (i, Some(f)),
        None => (text.as_str(), None),
    };
    let (sep, min) = lang.grouping();
    let mut grouped = String::new();
    if int.len() >= min {
        for (i, ch) in int.chars().enumerate() {
            if i > 0 && (int.len() - i).is_multiple_of(3) {
                grouped.push_str(sep);
            }
            grouped.push(ch);
        }
    } else {
        grouped.push_str(int);
    }
    let mut out = String::new();
    if value < 0.0 && text.bytes().any(|b| b.is_ascii_digit() && b != b'0') {
        out.push('-');
    }
    out.push_str(&grouped);
    if let Some(f) = frac {
        out.push_str(lang.decimal());
        out.push_str(f);
    }
    out
}

/// `value` with `digits` decimals in the current language.
pub fn decimal(value: f64, digits: usize) -> String {
    decimal_in(current(), value, digits)
}

/// A whole number in the current language: `12,345` in English.
pub fn int(value: u64) -> String {
    decimal_in(current(), value as f64, 0)
}

/// A number in powers of ten with `digits` decimals, as the current
/// language writes it: "6.7 × 10²²", "6,7 × 10²²", "9.0 × 10⁻²⁹".
pub fn scientific(x: f64, digits: usize) -> String {
    if x == 0.0 || !x.is_finite() {
        return format!("{x}");
    }
    // libm: the same digits on every platform (see Cargo.toml).
    let mut exp = libm::log10(x.abs()).floor() as i32;
    let mut m = x / 10f64.powi(exp);
    let scale = 10f64.powi(digits as i32);
    if (m.abs() * scale).round() >= 10.0 * scale {
        m /= 10.0;
        exp += 1;
    }
    format!("{} × 10{}", decimal(m, digits), superscript(exp))
}

/// An integer in superscript digits ("⁻²⁹").
fn superscript(n: i32) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let mut out = String::new();
    if n < 0 {
        out.push('⁻');
    }
    for c in n.unsigned_abs().to_string().chars() {
        out.push(DIGITS[c.to_digit(10).unwrap_or(0) as usize]);
    }
    out
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language of the document being laid out on this thread.
pub fn current() -> Lang {
    CURRENT.with(|c| c.get())
}

/// Runs `f` with `lang` as the language of what it lays out, then goes
/// back to the language before (also when `f` panics).
pub fn scoped<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    let _back = enter(lang);
    f()
}

/// Makes `lang` the language of what this thread lays out until the
/// returned guard is dropped, which restores the language before.
#[must_use = "the language holds only while the guard lives"]
pub fn enter(lang: Lang) -> LangGuard {
    LangGuard(CURRENT.with(|c| c.replace(lang)))
}

/// See [`enter`].
pub struct LangGuard(Lang);

impl Drop for LangGuard {
    fn drop(&mut self) {
        CURRENT.with(|c| c.set(self.0));
    }
}

/// A message with arguments, in `lang`.
pub fn tr_in(lang: Lang, id: &str, args: &[(&str, FluentValue)]) -> String {
    let b = bundle(lang);
    let pattern = b.get_message(id).and_then(|m| m.value()).or_else(|| {
        // A message missing from a translation falls back to English
        // (the tests make sure none is missing).
        bundle(Lang::En).get_message(id).and_then(|m| m.value())
    });
    let Some(pattern) = pattern else {
        return id.to_string();
    };
    let mut fargs = FluentArgs::new();
    for (k, v) in args {
        fargs.set(*k, v.clone());
    }
    let mut errors = Vec::new();
    b.format_pattern(pattern, Some(&fargs), &mut errors)
        .into_owned()
}

/// A message with arguments, in the current language.
pub fn tr_args(id: &str, args: &[(&str, FluentValue)]) -> String {
    tr_in(current(), id, args)
}

/// A message without arguments, in the current language.
pub fn tr(id: &str) -> String {
    tr_in(current(), id, &[])
}

/// A message, with named arguments: `tr!("moves", n = 3)`.
#[macro_export]
macro_rules! tr {
    ($id:expr) => {
        $crate::locale::tr($id)
    };
    ($id:expr, $($k:ident = $v:expr),+ $(,)?) => {
        $crate::locale::tr_args(
            $id,
            &[$((stringify!($k), $crate::locale::Value::from($v))),+],
        )
    };
}

pub use fluent_bundle::FluentValue as Value;

/// A catalogue source that Fluent cannot parse, with its parser's errors.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("the catalogue does not parse: {errors:?}")]
pub struct CatalogueError {
    pub errors: Vec<fluent_syntax::parser::ParserError>,
}

/// The ids of a catalogue source and the variables each one uses, for the
/// tests that compare the languages.
pub fn messages(source: &str) -> Result<Vec<(String, Vec<String>)>, CatalogueError> {
    use fluent_bundle::FluentResource;
    let res = FluentResource::try_new(source.to_string())
        .map_err(|(_, errors)| CatalogueError { errors })?;
    let mut out = Vec::new();
    for entry in res.entries() {
        if let fluent_syntax::ast::Entry::Message(m) = entry {
            let mut vars = Vec::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            vars.sort();
            vars.dedup();
            out.push((m.id.name.to_string(), vars));
        }
    }
    Ok(out)
}

fn pattern_vars(p: &fluent_syntax::ast::Pattern<&str>, out: &mut Vec<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(e: &InlineExpression<&str>, out: &mut Vec<String>) {
        if let InlineExpression::VariableReference { id } = e {
            out.push(id.name.to_string());
        }
    }
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            match expression {
                Expression::Inline(e) => inline(e, out),
                Expression::Select { selector, variants } => {
                    inline(selector, out);
                    for v in variants {
                        pattern_vars(&v.value, out);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_as_each_language_writes_them() {
        assert_eq!(decimal_in(Lang::En, 12345.67, 1), "12,345.7");
        assert_eq!(decimal_in(Lang::De, 12345.67, 1), "12.345,7");
        assert_eq!(decimal_in(Lang::Fr, 12345.0, 0), "12\u{202f}345");
        assert_eq!(decimal_in(Lang::Es, 1234.0, 0), "1234");
        assert_eq!(decimal_in(Lang::Es, 12345.0, 0), "12.345");
        assert_eq!(decimal_in(Lang::De, 6.7, 1), "6,7");
        assert_eq!(decimal_in(Lang::En, -0.04, 1), "0.0");
    }

    #[test]
    fn scope_sets_and_restores_the_language() {
        assert_eq!(current(), Lang::En);
        scoped(Lang::De, || {
            assert_eq!(current(), Lang::De);
            scoped(Lang::Fr, || assert_eq!(current(), Lang::Fr));
            assert_eq!(current(), Lang::De);
        });
        assert_eq!(current(), Lang::En);
        assert_eq!(
            "xx".parse::<Lang>().unwrap_err().to_string(),
            "unknown language 'xx': use en, de, fr or es"
        );
    }
}
