//! The web page's messages: the words its scripts write (status lines,
//! hints, buttons they relabel) come from the same Fluent catalogues as
//! every printed word, handed to the page compiled to a small JSON form
//! that `page.js` (`PyramidPress.t`) reads.
//!
//! The form keeps what the catalogues use: text, variables, selections
//! (plural categories by the browser's `Intl.PluralRules`, number keys
//! and string keys, as Fluent selects) and references to other messages
//! and terms, which are written out in place. Numbers are written with the
//! language's own separators, as on the printed pages. A message with
//! anything else (a function call) is refused, and the tests compile every
//! web message of every language.

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use fluent_syntax::parser::parse_runtime;
use std::sync::OnceLock;

use serde_json::{Map, Value, json};

use crate::locale::{Lang, sources};

/// A web message that cannot be handed to the page.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("message '{id}' ({lang}) cannot be used on a web page: {why}")]
pub struct WebMessageError {
    pub lang: Lang,
    pub id: String,
    pub why: String,
}

/// How deep message references may nest.
const MAX_DEPTH: usize = 8;

/// Every message of `lang` whose id starts with one of `prefixes`, as
/// `{id: pattern}` (with English for any message the language lacks), in
/// id order.
pub fn web_messages(lang: Lang, prefixes: &[&str]) -> Result<Value, WebMessageError> {
    let mut out = Map::new();
    let (en, own) = (Catalogue::of(Lang::En), Catalogue::of(lang));
    let mut ids: Vec<&str> = en
        .ids()
        .chain(own.ids())
        .filter(|id| prefixes.iter().any(|p| id.starts_with(p)))
        .collect();
    ids.sort_unstable();
    ids.dedup();
    for id in ids {
        let (cat, l) = if own.message(id).is_some() {
            (own, lang)
        } else {
            (en, Lang::En)
        };
        let fail = |why: String| WebMessageError {
            lang: l,
            id: id.to_string(),
            why,
        };
        let pattern = cat
            .message(id)
            .ok_or_else(|| fail("it has no value".into()))?;
        out.insert(id.to_string(), compile(cat, pattern, 0).map_err(fail)?);
    }
    Ok(Value::Object(out))
}

/// How the language writes numbers, for the page's script: decimal mark,
/// thousands separator and the fewest digits a grouped number has.
pub fn number_format(lang: Lang) -> Value {
    let (group, min) = lang.grouping();
    json!({"decimal": lang.decimal(), "group": group, "minGroup": min})
}

type Resource = fluent_syntax::ast::Resource<&'static str>;

/// The parsed catalogue files of one language.
struct Catalogue(Vec<Resource>);

impl Catalogue {
    /// The language's catalogue, parsed once per run (every page of a
    /// site asks for it).
    fn of(lang: Lang) -> &'static Catalogue {
        static PARSED: OnceLock<Vec<Catalogue>> = OnceLock::new();
        let all = PARSED.get_or_init(|| {
            // The runtime parser keeps every good entry of a file with
            // errors; the catalogue tests make sure there are none.
            Lang::ALL
                .iter()
                .map(|&l| {
                    Catalogue(
                        sources(l)
                            .into_iter()
                            .map(|s| parse_runtime(s).unwrap_or_else(|(res, _)| res))
                            .collect(),
                    )
                })
                .collect()
        });
        &all[Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)]
    }

    fn entries(&self) -> impl Iterator<Item = &Entry<&'static str>> {
        self.0.iter().flat_map(|r| r.body.iter())
    }

    fn ids(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.entries().filter_map(|e| match e {
            Entry::Message(m) => Some(m.id.name),
            _ => None,
        })
    }

    fn message(&self, id: &str) -> Option<&Pattern<&'static str>> {
        self.entries().find_map(|e| match e {
            Entry::Message(m) if m.id.name == id => m.value.as_ref(),
            _ => None,
        })
    }

    fn term(&self, id: &str) -> Option<&Pattern<&'static str>> {
        self.entries().find_map(|e| match e {
            Entry::Term(t) if t.id.name == id => Some(&t.value),
            _ => None,
        })
    }
}

/// Appends parts, joining neighbouring texts.
fn push_part(parts: &mut Vec<Value>, part: Value) {
    if let (Some(Value::String(last)), Value::String(t)) = (parts.last_mut(), &part) {
        last.push_str(t);
    } else {
        parts.push(part);
    }
}

/// A pattern as a JSON array of parts: a string is text, `{"v": name}` a
/// variable, `{"s": name, "k": [[key, isNumber, pattern]...], "d": i}` a
/// selection with its default variant's index.
fn compile(cat: &Catalogue, p: &Pattern<&'static str>, depth: usize) -> Result<Value, String> {
    if depth > MAX_DEPTH {
        return Err("its references nest too deep".into());
    }
    let mut parts: Vec<Value> = Vec::new();
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => push_part(&mut parts, json!(value)),
            PatternElement::Placeable { expression } => match expression {
                Expression::Inline(e) => {
                    for part in inline(cat, e, depth)? {
                        push_part(&mut parts, part);
                    }
                }
                Expression::Select { selector, variants } => {
                    let InlineExpression::VariableReference { id } = selector else {
                        return Err("a selection must be on a variable".into());
                    };
                    let mut keys = Vec::new();
                    let mut default = 0;
                    for (i, v) in variants.iter().enumerate() {
                        let (key, number) = match &v.key {
                            VariantKey::Identifier { name } => (*name, false),
                            VariantKey::NumberLiteral { value } => (*value, true),
                        };
                        if v.default {
                            default = i;
                        }
                        keys.push(json!([key, number, compile(cat, &v.value, depth + 1)?]));
                    }
                    parts.push(json!({"s": id.name, "k": keys, "d": default}));
                }
            },
        }
    }
    Ok(Value::Array(parts))
}

/// The parts of an inline expression.
fn inline(
    cat: &Catalogue,
    e: &InlineExpression<&'static str>,
    depth: usize,
) -> Result<Vec<Value>, String> {
    let referenced =
        |p: Option<&Pattern<&'static str>>, what: String| -> Result<Vec<Value>, String> {
            let p = p.ok_or_else(|| format!("it refers to {what}, which has no value"))?;
            match compile(cat, p, depth + 1)? {
                Value::Array(parts) => Ok(parts),
                other => Ok(vec![other]),
            }
        };
    match e {
        InlineExpression::StringLiteral { value } => Ok(vec![json!(unescape(value))]),
        InlineExpression::NumberLiteral { value } => Ok(vec![json!(value)]),
        InlineExpression::VariableReference { id } => Ok(vec![json!({"v": id.name})]),
        InlineExpression::MessageReference {
            id,
            attribute: None,
        } => referenced(cat.message(id.name), format!("message '{}'", id.name)),
        InlineExpression::TermReference {
            id,
            attribute: None,
            arguments: None,
        } => referenced(cat.term(id.name), format!("term '-{}'", id.name)),
        InlineExpression::Placeable { expression } => match &**expression {
            Expression::Inline(e) => inline(cat, e, depth),
            Expression::Select { .. } => Err("it nests a selection in braces".into()),
        },
        InlineExpression::FunctionReference { id, .. } => Err(format!(
            "it calls the function {}, which the page does not have",
            id.name
        )),
        _ => Err("it uses an attribute or a term with arguments".into()),
    }
}

/// A Fluent string literal's text (`\"`, `\\`, `\uXXXX`, `\UXXXXXX`).
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let hex = |n: usize, chars: &mut std::str::Chars| -> Option<char> {
            let h: String = chars.by_ref().take(n).collect();
            u32::from_str_radix(&h, 16).ok().and_then(char::from_u32)
        };
        match chars.next() {
            Some('u') => out.extend(hex(4, &mut chars)),
            Some('U') => out.extend(hex(6, &mut chars)),
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_web_message_of_every_language_compiles() {
        for lang in Lang::ALL {
            let m = web_messages(lang, &["js-"]).expect("web messages");
            assert!(m.as_object().is_some_and(|o| !o.is_empty()), "{lang}");
        }
    }

    #[test]
    fn messages_compile_to_parts() {
        let cat = Catalogue(vec![
            parse_runtime(
                "-piece = Small\nm = { $n ->\n [one] one { -piece }\n *[other] { $n } { -piece }s\n}\nr = a {\"\\u00A0\"}{ m }\nf = { NUMBER($n) }\n",
            )
            .expect("parses"),
        ]);
        let m = compile(&cat, cat.message("m").expect("m"), 0).expect("m compiles");
        assert_eq!(
            m,
            json!([{"s": "n", "d": 1, "k": [
                ["one", false, ["one Small"]],
                ["other", false, [{"v": "n"}, " Smalls"]]
            ]}])
        );
        let r = compile(&cat, cat.message("r").expect("r"), 0).expect("r compiles");
        assert_eq!(r[0], json!("a \u{a0}"));
        let f = compile(&cat, cat.message("f").expect("f"), 0).unwrap_err();
        assert!(f.contains("NUMBER"), "{f}");
    }

    #[test]
    fn string_literals_are_unescaped() {
        assert_eq!(unescape(r#"a\"b\\c\u00A0d"#), "a\"b\\c\u{a0}d");
    }
}
