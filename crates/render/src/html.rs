//! HTML helpers: text escaping, and drawings of the page model as inline
//! `<svg>` elements through the SVG backend ([`super::svg`]), so a web page
//! shows exactly the shapes a printed SVG page has.

use super::Shape;

/// Escapes text for HTML element content and double-quoted attributes.
pub fn escape(text: &str) -> String {
    replace_chars(text, |c| match c {
        '&' => Some("&amp;"),
        '<' => Some("&lt;"),
        '>' => Some("&gt;"),
        '"' => Some("&quot;"),
        '\'' => Some("&#39;"),
        _ => None,
    })
}

/// `text` with each character that `with` names written as what it gives.
fn replace_chars(text: &str, with: impl Fn(char) -> Option<&'static str>) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match with(c) {
            Some(s) => out.push_str(s),
            None => out.push(c),
        }
    }
    out
}

/// The SVG elements of `shapes`, as the SVG backend writes them, without
/// the enclosing `<svg>` element, written short for a page: no line
/// breaks between elements, no `font-family` (the page's stylesheet gives
/// its `svg` elements [`SVG_FONT_CSS`]) and no `xml:space` on a text
/// without runs of spaces or spaces at its ends.
pub fn svg_elements(shapes: &[Shape]) -> String {
    let family = format!(
        " font-family=\"{}\"",
        super::svg::FONT_FAMILY.replace('\'', "&apos;")
    );
    super::svg::svg_elements(shapes)
        .split('\n')
        .map(|e| {
            let mut e = e.replace(&family, "");
            if e.starts_with("<text ")
                && let (Some(open), Some(close)) = (e.find('>'), e.rfind('<'))
            {
                let content = &e[open + 1..close.max(open + 1)];
                if !content.contains("  ") && !content.starts_with(' ') && !content.ends_with(' ') {
                    e = e.replacen(" xml:space=\"preserve\"", "", 1);
                }
            }
            e
        })
        .collect()
}

/// The stylesheet rule that gives a page's inline SVG the font every text
/// of [`svg_elements`] would otherwise name.
pub const SVG_FONT_CSS: &str = "svg { font-family: 'DejaVu Sans', sans-serif; }";

/// An inline `<svg>` element of size `w` x `h` (model units, scaled to the
/// width of its container by CSS) holding `body`, with extra attributes
/// written as given (already escaped).
pub fn inline_svg(w: f64, h: f64, attrs: &str, body: &str) -> String {
    let r = |v: f64| (v * 1000.0).round() / 1000.0;
    format!(
        "<svg viewBox=\"0 0 {} {}\" {attrs}>{body}</svg>",
        r(w.max(0.0)),
        r(h.max(0.0))
    )
}

/// A JSON text that is safe inside a `<script>` element: `<`, `>` and `&`
/// are written as `\u` escapes, so no `</script>` or comment can appear.
pub fn script_json(value: &serde_json::Value) -> String {
    replace_chars(&value.to_string(), |c| match c {
        '<' => Some("\\u003c"),
        '>' => Some("\\u003e"),
        '&' => Some("\\u0026"),
        '\u{2028}' => Some("\\u2028"),
        '\u{2029}' => Some("\\u2029"),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Color, Shape};

    #[test]
    fn inline_elements_are_short_and_keep_what_matters() {
        let text = |t: &str| Shape::Text {
            x: 1.0,
            y: 2.0,
            size: 10.0,
            weight: crate::Weight::Bold,
            align: crate::Align::Center,
            color: Color::BLACK,
            text: t.to_string(),
        };
        let out = svg_elements(&[text("A B"), text("A  B")]);
        assert!(!out.contains("font-family") && !out.contains('\n'), "{out}");
        // Only the text with a run of spaces keeps them.
        assert_eq!(out.matches("xml:space=\"preserve\"").count(), 1, "{out}");
        assert!(
            out.contains(">A B</text>") && out.contains(">A  B</text>"),
            "{out}"
        );
        assert!(SVG_FONT_CSS.contains(super::super::svg::FONT_FAMILY));
    }

    #[test]
    fn escapes_markup() {
        assert_eq!(escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
        let v = serde_json::json!({"t": "</script><!--"});
        let s = script_json(&v);
        assert!(!s.contains('<') && !s.contains('>'), "{s}");
        assert_eq!(serde_json::from_str::<serde_json::Value>(&s).unwrap(), v);
    }

    #[test]
    fn elements_without_the_document() {
        let s = svg_elements(&[Shape::Circle {
            cx: 1.0,
            cy: 2.0,
            r: 3.0,
            fill: Some(Color::BLACK),
            stroke: None,
        }]);
        assert!(s.starts_with("<circle"), "{s}");
        assert!(!s.contains("<svg") && !s.contains("xmlns"), "{s}");
    }
}
