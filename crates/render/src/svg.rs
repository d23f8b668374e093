//! SVG backend: translates one page of the model into an SVG document
//! (units: points, same origin and axes as the model). Coordinates are
//! rounded to 1/1000 pt so that the text is short and stable; attributes are
//! written in sorted order by the svg crate, so output is deterministic.

use svg::Node;
use svg::node::element::Element;
use svg::node::element::{Circle, Group, Line, Polygon, Rectangle, Text};

use super::subset::face_for;
use super::text::{FAMILY, drawable};
use super::{Align, Color, Page, Shape, Stroke, Tag, Turn, Weight};

/// The `font-family` every text element names.
pub const FONT_FAMILY: &str = "'DejaVu Sans', sans-serif";

fn n(v: f64) -> f64 {
    if !v.is_finite() {
        return 0.0;
    }
    let r = (v * 1000.0).round() / 1000.0;
    // Avoid printing "-0".
    if r == 0.0 { 0.0 } else { r }
}

fn paint<E: Into<Element>>(e: E, fill: Option<Color>, stroke: Option<&Stroke>) -> Element {
    let mut e: Element = e.into();
    e.assign(
        "fill",
        fill.map(Color::hex).unwrap_or_else(|| "none".into()),
    );
    if let Some(s) = stroke {
        apply_stroke(&mut e, s);
    }
    e
}

fn apply_stroke(e: &mut Element, s: &Stroke) {
    e.assign("stroke", s.color.hex());
    e.assign("stroke-width", n(s.width.max(0.0)));
    if let Some(d) = &s.dash {
        let parts: Vec<String> = d
            .iter()
            .filter(|v| v.is_finite() && **v >= 0.0)
            .map(|v| n(*v).to_string())
            .collect();
        if !parts.is_empty() && d.iter().any(|v| *v > 0.0) {
            e.assign("stroke-dasharray", parts.join(" "));
        }
    }
}

/// The `<g>` of a tag: its class and data attributes.
fn group(tag: &Tag) -> Element {
    let mut g: Element = Group::new().into();
    if !tag.class.is_empty() {
        g.assign("class", tag.class.clone());
    }
    for (name, value) in &tag.data {
        g.assign(format!("data-{name}"), value.clone());
    }
    g
}

/// The elements of `shapes` with their groups nested: a [`Shape::Begin`]
/// opens a `<g>` that holds the shapes up to its [`Shape::End`]; a group
/// never closed ends with the list, an unmatched end is ignored.
fn elements(shapes: &[Shape]) -> Vec<Element> {
    let mut open: Vec<(Element, Vec<Element>)> = Vec::new();
    let mut top: Vec<Element> = Vec::new();
    let close = |open: &mut Vec<(Element, Vec<Element>)>, top: &mut Vec<Element>| {
        if let Some((mut g, kids)) = open.pop() {
            for k in kids {
                g.append(k);
            }
            match open.last_mut() {
                Some((_, parent)) => parent.push(g),
                None => top.push(g),
            }
        }
    };
    for shape in shapes {
        match shape {
            Shape::Begin(tag) => open.push((group(tag), Vec::new())),
            Shape::End => close(&mut open, &mut top),
            s => {
                if let Some(e) = element(s) {
                    match open.last_mut() {
                        Some((_, kids)) => kids.push(e),
                        None => top.push(e),
                    }
                }
            }
        }
    }
    while !open.is_empty() {
        close(&mut open, &mut top);
    }
    top
}

fn element(shape: &Shape) -> Option<Element> {
    Some(match shape {
        Shape::Begin(_) | Shape::End => return None,
        Shape::Rect {
            x,
            y,
            w,
            h,
            fill,
            stroke,
        } => {
            // SVG rejects negative sizes: normalise.
            let (x0, w0) = if *w < 0.0 { (x + w, -w) } else { (*x, *w) };
            let (y0, h0) = if *h < 0.0 { (y + h, -h) } else { (*y, *h) };
            paint(
                Rectangle::new()
                    .set("x", n(x0))
                    .set("y", n(y0))
                    .set("width", n(w0))
                    .set("height", n(h0)),
                *fill,
                stroke.as_ref(),
            )
        }
        Shape::Line {
            x1,
            y1,
            x2,
            y2,
            stroke,
        } => {
            let mut e: Element = Line::new()
                .set("x1", n(*x1))
                .set("y1", n(*y1))
                .set("x2", n(*x2))
                .set("y2", n(*y2))
                .into();
            apply_stroke(&mut e, stroke);
            e
        }
        Shape::Polygon {
            points,
            fill,
            stroke,
        } => {
            let pts: Vec<String> = points
                .iter()
                .map(|(x, y)| format!("{},{}", n(*x), n(*y)))
                .collect();
            paint(
                Polygon::new().set("points", pts.join(" ")),
                *fill,
                stroke.as_ref(),
            )
        }
        Shape::Circle {
            cx,
            cy,
            r,
            fill,
            stroke,
        } => paint(
            Circle::new()
                .set("cx", n(*cx))
                .set("cy", n(*cy))
                .set("r", n(r.abs())),
            *fill,
            stroke.as_ref(),
        ),
        Shape::Text {
            x,
            y,
            size,
            weight,
            align,
            color,
            text,
        } => {
            let text = drawable(text, *size, *weight)?;
            let anchor = match align {
                Align::Left => "start",
                Align::Center => "middle",
                Align::Right => "end",
            };
            let mut t = Text::new(text)
                .set("x", n(*x))
                .set("y", n(*y))
                .set("font-size", n(*size))
                .set("font-family", FONT_FAMILY)
                .set("text-anchor", anchor)
                .set("fill", color.hex());
            if *weight == Weight::Bold {
                t = t.set("font-weight", "bold");
            }
            // Keep spaces as laid out (runs of spaces, leading spaces).
            t.set("xml:space", "preserve").into()
        }
        Shape::TurnedText {
            x,
            y,
            size,
            weight,
            align,
            color,
            text,
            turn,
        } => {
            let degrees = match turn {
                Turn::Down => 90,
                Turn::Up => -90,
            };
            let flat = Shape::Text {
                x: *x,
                y: *y,
                size: *size,
                weight: *weight,
                align: *align,
                color: *color,
                text: text.clone(),
            };
            let mut e = element(&flat)?;
            e.assign(
                "transform",
                format!("rotate({degrees} {} {})", n(*x), n(*y)),
            );
            e
        }
    })
}

/// The SVG elements of `shapes` without the enclosing document, background
/// or fonts (for pages that inline drawings and bring their own fonts).
pub fn svg_elements(shapes: &[Shape]) -> String {
    let mut shapes = shapes.to_vec();
    super::settle_scales(&mut shapes);
    elements(&shapes)
        .iter()
        .map(|e| e.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Standard base64 (with padding) of `bytes`.
fn base64(bytes: &[u8]) -> String {
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let v = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ABC[((v >> (18 - 6 * i)) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// An `@font-face` rule per weight the page uses, with the font stripped to
/// the page's glyphs (glyph ids kept) and inlined, so that the page renders
/// the same in any viewer.
fn font_faces(page: &Page) -> String {
    let mut css = String::new();
    for (weight, css_weight) in [(Weight::Regular, "normal"), (Weight::Bold, "bold")] {
        let Ok((stripped, true)) = face_for(weight, &page.shapes) else {
            continue;
        };
        css.push_str(&format!(
            "@font-face{{font-family:'{FAMILY}';font-weight:{css_weight};\
             src:url(data:font/ttf;base64,{}) format('truetype');}}",
            base64(&stripped)
        ));
    }
    css
}

/// Renders one page to an SVG document on a white background, with the
/// fonts it uses embedded. The same page always gives the same text.
pub fn to_svg(page: &Page) -> String {
    let page = page.settled();
    let page = page.as_ref();
    let w = n(page.width.max(0.0));
    let h = n(page.height.max(0.0));
    let mut doc = svg::Document::new()
        .set("width", format!("{w}pt"))
        .set("height", format!("{h}pt"))
        .set("viewBox", format!("0 0 {w} {h}"));
    let css = font_faces(page);
    if !css.is_empty() {
        doc = doc.add(svg::node::element::Style::new(css));
    }
    doc = doc.add(
        Rectangle::new()
            .set("x", 0)
            .set("y", 0)
            .set("width", w)
            .set("height", h)
            .set("fill", "#ffffff"),
    );
    for e in elements(&page.shapes) {
        doc = doc.add(e);
    }
    let mut out = doc.to_string();
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_and_rounded() {
        let page = Page {
            width: 100.0,
            height: 50.0,
            shapes: vec![
                Shape::Text {
                    x: 10.123456,
                    y: 20.0,
                    size: 10.0,
                    weight: Weight::Bold,
                    align: Align::Center,
                    color: Color::BLACK,
                    text: "a < b & c".into(),
                },
                Shape::Rect {
                    x: 47.949999999,
                    y: 0.0,
                    w: -5.0,
                    h: 5.0,
                    fill: None,
                    stroke: Some(Stroke::solid(Color::BLACK, 0.5)),
                },
            ],
        };
        let s = to_svg(&page);
        assert!(s.contains("a &lt; b &amp; c"), "{s}");
        assert!(s.contains("x=\"10.123\""), "{s}");
        assert!(s.contains("x=\"42.95\""), "{s}");
        assert!(s.contains("font-weight=\"bold\""));
        assert_eq!(s, to_svg(&page));
        // A white page and the bold face inlined, the regular one not used.
        assert!(s.contains("fill=\"#ffffff\""), "{s}");
        assert_eq!(s.matches("@font-face").count(), 1);
        assert!(s.contains("font-weight:bold;src:url(data:font/ttf;base64,"));
    }

    #[test]
    fn turned_text_is_rotated_about_its_anchor() {
        use crate::Turn;
        let page = |turn| Page {
            width: 100.0,
            height: 200.0,
            shapes: vec![Shape::TurnedText {
                x: 50.5,
                y: 100.0,
                size: 9.0,
                weight: Weight::Regular,
                align: Align::Center,
                color: Color::BLACK,
                text: "Spine".into(),
                turn,
            }],
        };
        let down = to_svg(&page(Turn::Down));
        assert!(down.contains("transform=\"rotate(90 50.5 100)\""), "{down}");
        assert!(down.contains("text-anchor=\"middle\""), "{down}");
        assert!(down.contains(">Spine</text>"), "{down}");
        // The regular face is inlined for the turned text alone.
        assert_eq!(down.matches("@font-face").count(), 1);
        let up = to_svg(&page(Turn::Up));
        assert!(up.contains("transform=\"rotate(-90 50.5 100)\""), "{up}");
    }

    #[test]
    fn base64_matches_the_standard() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
    }
}
