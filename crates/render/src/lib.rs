//! Backend-neutral page model: pages of shapes and text, measured in
//! points (1/72 inch), origin at the top-left corner, y growing downwards.
//! The PDF and SVG backends only translate this model.

/// An RGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Color {
    pub r: u8,
    pub g: u8,
    pub b: u8,
}

impl Color {
    pub const BLACK: Color = Color { r: 0, g: 0, b: 0 };
    pub const WHITE: Color = Color {
        r: 255,
        g: 255,
        b: 255,
    };
    pub const fn rgb(r: u8, g: u8, b: u8) -> Color {
        Color { r, g, b }
    }
    pub const fn grey(v: u8) -> Color {
        Color { r: v, g: v, b: v }
    }
    /// The colour as SVG, HTML and CSS write it: `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }
}

/// The colour space a PDF's content is written in. The page model is RGB;
/// the PDF backend converts every colour on the way out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ColorSpace {
    /// DeviceRGB, as drawn (the default).
    #[default]
    Rgb,
    /// DeviceGray only: every colour becomes its luminance.
    Gray,
    /// DeviceCMYK only: greys go on the black plate alone.
    Cmyk,
}

impl Color {
    /// The grey level (0 black .. 1 white) that prints this colour in
    /// black and white: its luminance by the ITU-R BT.601 weights.
    pub fn gray_level(self) -> f64 {
        (0.299 * f64::from(self.r) + 0.587 * f64::from(self.g) + 0.114 * f64::from(self.b)) / 255.0
    }

    /// Cyan, magenta, yellow and black (0 .. 1) for this colour, with all
    /// the grey component on black (so black text is 0 0 0 1, not a rich
    /// black that would smear when the plates shift).
    pub fn cmyk(self) -> [f64; 4] {
        let [r, g, b] = [self.r, self.g, self.b].map(|v| f64::from(v) / 255.0);
        let k = 1.0 - r.max(g).max(b);
        if k >= 1.0 {
            return [0.0, 0.0, 0.0, 1.0];
        }
        let f = |v: f64| ((1.0 - v - k) / (1.0 - k)).clamp(0.0, 1.0);
        [f(r), f(g), f(b), k]
    }
}

/// An outline: colour, width in points and an optional dash pattern.
#[derive(Clone, Debug, PartialEq)]
pub struct Stroke {
    pub color: Color,
    pub width: f64,
    pub dash: Option<Vec<f64>>,
}

impl Stroke {
    pub fn solid(color: Color, width: f64) -> Stroke {
        Stroke {
            color,
            width,
            dash: None,
        }
    }
}

/// Horizontal alignment of text relative to its anchor x.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// Which way turned text runs (a quarter turn of the page's text).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// A quarter turn clockwise: the line reads from top to bottom with
    /// the tops of the letters to the right, as on the spine of a book
    /// printed in English (the title reads when the book lies face up).
    Down,
    /// A quarter turn counter-clockwise: the line reads from bottom to top
    /// with the tops of the letters to the left.
    Up,
}

impl Turn {
    /// The page direction (x, y) the line of text runs in.
    pub fn along(self) -> (f64, f64) {
        match self {
            Turn::Down => (0.0, 1.0),
            Turn::Up => (0.0, -1.0),
        }
    }

    /// The page direction (x, y) the tops of the letters point to.
    pub fn up(self) -> (f64, f64) {
        match self {
            Turn::Down => (1.0, 0.0),
            Turn::Up => (-1.0, 0.0),
        }
    }
}

/// Font weight; the regular and bold faces are embedded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    Regular,
    Bold,
}

/// What a run of shapes is, for readers of the SVG and for tests: a class
/// and data attributes (`data-` is added to each name). The page model
/// knows nothing of what is drawn; the drawing names it.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Tag {
    /// The SVG `class` of the group.
    pub class: String,
    /// Data attributes without their `data-` prefix, written in this order.
    pub data: Vec<(String, String)>,
    /// A group that keeps one scale with every other group of the same
    /// `key` on its page (see [`Page::settle_scales`]).
    pub scale: Option<ScaleHint>,
}

impl Tag {
    pub fn new(class: &str) -> Tag {
        Tag {
            class: class.to_string(),
            ..Tag::default()
        }
    }

    /// The tag with one more data attribute.
    pub fn data(mut self, name: &str, value: impl ToString) -> Tag {
        self.data.push((name.to_string(), value.to_string()));
        self
    }

    /// The value of a data attribute.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.data
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// How a group scales with its kin: every group of a page with the same
/// `key` is drawn at the smallest `unit` among them, scaled about its own
/// `anchor` (say a stack of pieces about the middle of its base, so that
/// one kind of piece has one printed size on a page).
#[derive(Clone, Debug, PartialEq)]
pub struct ScaleHint {
    pub key: String,
    pub unit: f64,
    pub anchor: (f64, f64),
}

/// One drawing primitive.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// Opens a group of the shapes up to the matching [`Shape::End`]
    /// (an SVG `<g>`; the PDF draws the shapes alone).
    Begin(Tag),
    /// Closes the innermost open group.
    End,
    Rect {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        fill: Option<Color>,
        stroke: Option<Stroke>,
    },
    Line {
        x1: f64,
        y1: f64,
        x2: f64,
        y2: f64,
        stroke: Stroke,
    },
    /// A closed polygon.
    Polygon {
        points: Vec<(f64, f64)>,
        fill: Option<Color>,
        stroke: Option<Stroke>,
    },
    Circle {
        cx: f64,
        cy: f64,
        r: f64,
        fill: Option<Color>,
        stroke: Option<Stroke>,
    },
    /// A single line of text; `y` is the baseline.
    Text {
        x: f64,
        y: f64,
        size: f64,
        weight: Weight,
        align: Align,
        color: Color,
        text: String,
    },
    /// A single line of text turned a quarter turn (on a spine, say).
    /// (`x`, `y`) is the anchor on the baseline, and `align` places the
    /// line along its own direction from it: `Left` starts the line at the
    /// anchor, `Center` centres it there, `Right` ends it there.
    TurnedText {
        x: f64,
        y: f64,
        size: f64,
        weight: Weight,
        align: Align,
        color: Color,
        text: String,
        turn: Turn,
    },
}

/// A page: its size in points and its shapes, painted in order.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Page {
    pub width: f64,
    pub height: f64,
    pub shapes: Vec<Shape>,
}

/// A document: a title (for metadata) and its pages.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Document {
    pub title: String,
    pub pages: Vec<Page>,
}

/// A rectangle on a page, in points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

pub mod file;
pub mod flow;
pub mod html;
pub mod pdf;
pub mod png;
pub mod subset;
pub mod svg;
pub mod text;

pub use file::{FileError, Format, Paper, write_all_atomic, write_atomic};
pub use pdf::{PageBoxes, PdfDate, PdfOptions, RenderError, to_pdf, to_pdf_with};
pub use svg::to_svg;

impl Rect {
    pub fn new(x: f64, y: f64, w: f64, h: f64) -> Rect {
        Rect { x, y, w, h }
    }

    pub fn right(&self) -> f64 {
        self.x + self.w
    }

    /// Whether something can be drawn in it: every side finite and its
    /// width and height above zero.
    pub fn is_drawable(&self) -> bool {
        [self.x, self.y, self.w, self.h]
            .iter()
            .all(|v| v.is_finite())
            && self.w > 0.0
            && self.h > 0.0
    }

    pub fn bottom(&self) -> f64 {
        self.y + self.h
    }

    pub fn center(&self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// The rectangle shrunk by `d` on every side (never below zero size).
    pub fn inset(&self, d: f64) -> Rect {
        let dx = d.min(self.w / 2.0);
        let dy = d.min(self.h / 2.0);
        Rect::new(
            self.x + dx,
            self.y + dy,
            self.w - 2.0 * dx,
            self.h - 2.0 * dy,
        )
    }
}

impl Shape {
    /// A horizontal line from `x1` to `x2` at `y`.
    pub fn hline(x1: f64, x2: f64, y: f64, stroke: Stroke) -> Shape {
        Shape::Line {
            x1,
            y1: y,
            x2,
            y2: y,
            stroke,
        }
    }

    /// A vertical line at `x` from `y1` to `y2`.
    pub fn vline(x: f64, y1: f64, y2: f64, stroke: Stroke) -> Shape {
        Shape::Line {
            x1: x,
            y1,
            x2: x,
            y2,
            stroke,
        }
    }

    /// The same shape moved by `dx`, `dy` points.
    pub fn shifted(&self, dx: f64, dy: f64) -> Shape {
        let mut s = self.clone();
        match &mut s {
            Shape::Rect { x, y, .. }
            | Shape::Text { x, y, .. }
            | Shape::TurnedText { x, y, .. } => {
                *x += dx;
                *y += dy;
            }
            Shape::Line { x1, y1, x2, y2, .. } => {
                *x1 += dx;
                *y1 += dy;
                *x2 += dx;
                *y2 += dy;
            }
            Shape::Polygon { points, .. } => {
                for p in points {
                    p.0 += dx;
                    p.1 += dy;
                }
            }
            Shape::Circle { cx, cy, .. } => {
                *cx += dx;
                *cy += dy;
            }
            Shape::Begin(tag) => {
                if let Some(h) = &mut tag.scale {
                    h.anchor.0 += dx;
                    h.anchor.1 += dy;
                }
            }
            Shape::End => {}
        }
        s
    }
}

impl Shape {
    /// The box a shape covers, in page coordinates. Text covers its
    /// measured length along the line, and across it from a quarter of
    /// its size below the baseline to its size above (descenders to
    /// accents); turned text the same box turned. Strokes are not added.
    pub fn bounds(&self) -> Rect {
        let span = |pts: &mut dyn Iterator<Item = (f64, f64)>| {
            let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
            for (x, y) in pts {
                x0 = x0.min(x);
                y0 = y0.min(y);
                x1 = x1.max(x);
                y1 = y1.max(y);
            }
            Rect::new(x0, y0, x1 - x0, y1 - y0)
        };
        let before = |len: f64, align: Align| match align {
            Align::Left => 0.0,
            Align::Center => len / 2.0,
            Align::Right => len,
        };
        match self {
            Shape::Begin(_) | Shape::End => Rect::new(0.0, 0.0, 0.0, 0.0),
            Shape::Rect { x, y, w, h, .. } => span(&mut [(*x, *y), (x + w, y + h)].into_iter()),
            Shape::Line { x1, y1, x2, y2, .. } => span(&mut [(*x1, *y1), (*x2, *y2)].into_iter()),
            Shape::Polygon { points, .. } => span(&mut points.iter().copied()),
            Shape::Circle { cx, cy, r, .. } => {
                let r = r.abs();
                Rect::new(cx - r, cy - r, 2.0 * r, 2.0 * r)
            }
            Shape::Text {
                x,
                y,
                size,
                weight,
                align,
                text,
                ..
            } => {
                let len = text::measure(text, *size, *weight);
                let left = x - before(len, *align);
                Rect::new(left, y - size, len, size * 1.25)
            }
            Shape::TurnedText {
                x,
                y,
                size,
                weight,
                align,
                text,
                turn,
                ..
            } => {
                let len = text::measure(text, *size, *weight);
                let b = before(len, *align);
                let ((ax, ay), (ux, uy)) = (turn.along(), turn.up());
                let start = (x - b * ax, y - b * ay);
                let end = (start.0 + len * ax, start.1 + len * ay);
                let mut corners = [start, end].into_iter().flat_map(|(px, py)| {
                    [
                        (px - 0.25 * size * ux, py - 0.25 * size * uy),
                        (px + size * ux, py + size * uy),
                    ]
                });
                span(&mut corners)
            }
        }
    }

    /// The text, size and weight of a text shape, turned or not.
    pub fn text_run(&self) -> Option<(&str, f64, Weight)> {
        match self {
            Shape::Text {
                text, size, weight, ..
            }
            | Shape::TurnedText {
                text, size, weight, ..
            } => Some((text.as_str(), *size, *weight)),
            _ => None,
        }
    }
}

impl Page {
    /// The page with every scaled group at the least unit of its kind
    /// ([`settle_scales`]); the backends draw pages this way.
    pub fn settled(&self) -> std::borrow::Cow<'_, Page> {
        let hinted = self
            .shapes
            .iter()
            .any(|s| matches!(s, Shape::Begin(Tag { scale: Some(_), .. })));
        if !hinted {
            return std::borrow::Cow::Borrowed(self);
        }
        let mut shapes = self.shapes.clone();
        if settle_scales(&mut shapes) {
            std::borrow::Cow::Owned(Page {
                shapes,
                ..self.clone()
            })
        } else {
            std::borrow::Cow::Borrowed(self)
        }
    }

    /// The strings of the page's text shapes (not turned text), in
    /// drawing order.
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        self.shapes.iter().filter_map(|s| match s {
            Shape::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
    }

    /// An empty page of a paper size.
    pub fn new(paper: Paper) -> Page {
        let (width, height) = paper.size();
        Page {
            width,
            height,
            shapes: Vec::new(),
        }
    }
}

/// A shape scaled by `s` about the origin, then moved by (`dx`, `dy`).
pub fn scale_shape(mut shape: Shape, s: f64, dx: f64, dy: f64) -> Shape {
    let point = |x: &mut f64, y: &mut f64| {
        *x = dx + *x * s;
        *y = dy + *y * s;
    };
    let stroke = |st: &mut Stroke| {
        st.width *= s;
        if let Some(d) = &mut st.dash {
            d.iter_mut().for_each(|v| *v *= s);
        }
    };
    match &mut shape {
        Shape::Rect {
            x,
            y,
            w,
            h,
            stroke: st,
            ..
        } => {
            point(x, y);
            *w *= s;
            *h *= s;
            if let Some(st) = st {
                stroke(st);
            }
        }
        Shape::Line {
            x1,
            y1,
            x2,
            y2,
            stroke: st,
        } => {
            point(x1, y1);
            point(x2, y2);
            stroke(st);
        }
        Shape::Polygon {
            points, stroke: st, ..
        } => {
            points.iter_mut().for_each(|(x, y)| point(x, y));
            if let Some(st) = st {
                stroke(st);
            }
        }
        Shape::Circle {
            cx,
            cy,
            r,
            stroke: st,
            ..
        } => {
            point(cx, cy);
            *r *= s;
            if let Some(st) = st {
                stroke(st);
            }
        }
        Shape::Text { x, y, size, .. } | Shape::TurnedText { x, y, size, .. } => {
            point(x, y);
            *size *= s;
        }
        Shape::Begin(tag) => {
            if let Some(h) = &mut tag.scale {
                point(&mut h.anchor.0, &mut h.anchor.1);
                h.unit *= s;
            }
        }
        Shape::End => {}
    }
    shape
}

/// The index of the [`Shape::End`] closing the group opened at `start`
/// (the last index when it is never closed).
fn group_end(shapes: &[Shape], start: usize) -> usize {
    let mut depth = 0usize;
    for (i, s) in shapes.iter().enumerate().skip(start) {
        match s {
            Shape::Begin(_) => depth += 1,
            Shape::End => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i;
                }
            }
            _ => {}
        }
    }
    shapes.len().saturating_sub(1)
}

/// Draws every group with a [`ScaleHint`] at the smallest unit of its key
/// on `shapes`, each scaled about its anchor. Returns whether anything
/// changed; a second call changes nothing.
pub fn settle_scales(shapes: &mut [Shape]) -> bool {
    let mut least: Vec<(String, f64)> = Vec::new();
    for s in shapes.iter() {
        if let Shape::Begin(Tag { scale: Some(h), .. }) = s
            && h.unit.is_finite()
            && h.unit > 0.0
        {
            match least.iter_mut().find(|(k, _)| *k == h.key) {
                Some((_, u)) => *u = u.min(h.unit),
                None => least.push((h.key.clone(), h.unit)),
            }
        }
    }
    let mut changed = false;
    let mut i = 0;
    while i < shapes.len() {
        let hint = match &shapes[i] {
            Shape::Begin(Tag { scale: Some(h), .. }) => Some(h.clone()),
            _ => None,
        };
        let Some(h) = hint else {
            i += 1;
            continue;
        };
        let end = group_end(shapes, i);
        let target = least
            .iter()
            .find(|(k, _)| *k == h.key)
            .map_or(h.unit, |(_, u)| *u);
        if h.unit.is_finite() && h.unit > 0.0 && target < h.unit * (1.0 - 1e-9) {
            let f = target / h.unit;
            let (ax, ay) = h.anchor;
            for s in &mut shapes[i..=end] {
                *s = scale_shape(s.clone(), f, ax * (1.0 - f), ay * (1.0 - f));
            }
            changed = true;
        }
        i = end + 1;
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_of_flat_and_turned_text() {
        let len = text::measure("Spine", 10.0, Weight::Bold);
        let flat = Shape::Text {
            x: 100.0,
            y: 50.0,
            size: 10.0,
            weight: Weight::Bold,
            align: Align::Center,
            color: Color::BLACK,
            text: "Spine".into(),
        };
        let b = flat.bounds();
        assert!((b.x - (100.0 - len / 2.0)).abs() < 1e-9 && (b.w - len).abs() < 1e-9);
        assert!((b.y - 40.0).abs() < 1e-9 && (b.bottom() - 52.5).abs() < 1e-9);
        let turned = |turn, align| Shape::TurnedText {
            x: 100.0,
            y: 50.0,
            size: 10.0,
            weight: Weight::Bold,
            align,
            color: Color::BLACK,
            text: "Spine".into(),
            turn,
        };
        // Down from the anchor; tops to the right.
        let d = turned(Turn::Down, Align::Left).bounds();
        assert!(
            (d.x - 97.5).abs() < 1e-9 && (d.right() - 110.0).abs() < 1e-9,
            "{d:?}"
        );
        assert!((d.y - 50.0).abs() < 1e-9 && (d.bottom() - (50.0 + len)).abs() < 1e-9);
        // Up, ending at the anchor; tops to the left.
        let u = turned(Turn::Up, Align::Right).bounds();
        assert!(
            (u.x - 90.0).abs() < 1e-9 && (u.right() - 102.5).abs() < 1e-9,
            "{u:?}"
        );
        assert!((u.y - 50.0).abs() < 1e-9 && (u.bottom() - (50.0 + len)).abs() < 1e-9);
    }
}
