//! Rokade's own vector piece set.
//!
//! Every piece is a short list of [`Layer`]s drawn back to front in a 100 x 100 unit box
//! (y grows downwards, the base sits at y = 91). The path strings use the SVG path syntax
//! with absolute commands only (`M L C Q A Z`), so they can be handed to `Path2D` in the
//! browser and checked by the unit tests below without a browser. Pieces are named by the
//! rules' own [`Role`] and [`Color`].

use rules::{Color, Role};

/// Side length of the design box the paths are written in.
pub const UNITS: f64 = 100.0;

/// Width of the outline around every [`Paint::Body`] shape, in design units.
pub const OUTLINE: f64 = 3.2;

/// How a layer is painted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paint {
    /// Filled with the body colour and outlined with the outline colour.
    Body,
    /// Stroked only, in the detail colour (inner lines, slits).
    Line,
    /// Filled only, in the detail colour (eyes, nostrils).
    Dot,
}

/// One shape of a piece.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layer {
    pub paint: Paint,
    /// Stroke width in design units (used by [`Paint::Line`] only).
    pub width: f64,
    pub path: &'static str,
}

const fn body(path: &'static str) -> Layer {
    Layer {
        paint: Paint::Body,
        width: OUTLINE,
        path,
    }
}

const fn line(width: f64, path: &'static str) -> Layer {
    Layer {
        paint: Paint::Line,
        width,
        path,
    }
}

const fn dot(path: &'static str) -> Layer {
    Layer {
        paint: Paint::Dot,
        width: 0.0,
        path,
    }
}

/// Colours of one side's pieces (CSS colour strings).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceColors {
    pub body: &'static str,
    pub outline: &'static str,
    pub detail: &'static str,
}

pub const WHITE_COLORS: PieceColors = PieceColors {
    body: "#fbfaf6",
    outline: "#1d1b19",
    detail: "#1d1b19",
};

pub const BLACK_COLORS: PieceColors = PieceColors {
    body: "#2a2724",
    outline: "#0c0b0a",
    detail: "#e6e1d8",
};

/// The colours of `color`'s pieces.
pub fn colors(color: Color) -> PieceColors {
    match color {
        Color::White => WHITE_COLORS,
        Color::Black => BLACK_COLORS,
    }
}

/// Wide plinth shared by the pieces (pawn has a narrower one).
const BASE: &str = "M 19 91 L 81 91 L 81 86 Q 81 81 76 81 L 24 81 Q 19 81 19 86 Z";

const KING: &[Layer] = &[
    // cross
    body("M 46.5 5 L 53.5 5 L 53.5 11.5 L 60 11.5 L 60 18.5 L 53.5 18.5 L 53.5 29 L 46.5 29 L 46.5 18.5 L 40 18.5 L 40 11.5 L 46.5 11.5 Z"),
    // central bulb behind the two lobes
    body("M 50 27 C 59 33 59 45 50 56 C 41 45 41 33 50 27 Z"),
    // the two lobes of the crown
    body("M 31 74 C 19 63 12 49 20 40 C 28 31 43 35 50 49 C 57 35 72 31 80 40 C 88 49 81 63 69 74 Z"),
    body("M 27 81 L 73 81 L 69 72 L 31 72 Z"),
    body(BASE),
    line(2.4, "M 33 65 C 44 61 56 61 67 65"),
    line(2.4, "M 50 49 L 50 63"),
];

const QUEEN: &[Layer] = &[
    // crown with five points
    body(
        "M 32 74 L 16 32 L 31 51 L 33 24 L 43 48 L 50 19 L 57 48 L 67 24 L 69 51 L 84 32 L 68 74 Z",
    ),
    body("M 21 29 A 5 5 0 1 1 11 29 A 5 5 0 1 1 21 29 Z"),
    body("M 38 21 A 5 5 0 1 1 28 21 A 5 5 0 1 1 38 21 Z"),
    body("M 55 16 A 5 5 0 1 1 45 16 A 5 5 0 1 1 55 16 Z"),
    body("M 72 21 A 5 5 0 1 1 62 21 A 5 5 0 1 1 72 21 Z"),
    body("M 89 29 A 5 5 0 1 1 79 29 A 5 5 0 1 1 89 29 Z"),
    body("M 27 81 L 73 81 L 69 72 L 31 72 Z"),
    body(BASE),
    line(2.4, "M 30 64 C 43 60 57 60 70 64"),
];

const ROOK: &[Layer] = &[
    // tower
    body("M 34 74 L 66 74 L 64 39 L 36 39 Z"),
    // battlements
    body("M 26 35 L 26 13 L 36 13 L 36 20 L 45 20 L 45 13 L 55 13 L 55 20 L 64 20 L 64 13 L 74 13 L 74 35 Z"),
    // bevel under the battlements
    body("M 26 35 L 74 35 L 67 42 L 33 42 Z"),
    body("M 25 81 L 75 81 L 71 72 L 29 72 Z"),
    body(BASE),
    line(2.2, "M 37 49 L 63 49"),
    line(2.2, "M 35 66 L 65 66"),
];

const BISHOP: &[Layer] = &[
    // mitre
    body("M 50 17 C 38 26 29 38 30 50 C 31 59 36 64 40 68 L 60 68 C 64 64 69 59 70 50 C 71 38 62 26 50 17 Z"),
    // ball on top
    body("M 55.5 12 A 5.5 5.5 0 1 1 44.5 12 A 5.5 5.5 0 1 1 55.5 12 Z"),
    // collar
    body("M 35 75 L 65 75 Q 68 75 68 71.5 Q 68 67 64 67 L 36 67 Q 32 67 32 71.5 Q 32 75 35 75 Z"),
    body("M 29 81 L 71 81 L 65 74 L 35 74 Z"),
    body(BASE),
    // the mitre slit
    line(3.6, "M 58 30 L 47 45"),
    line(2.2, "M 38 58 C 46 61 54 61 62 58"),
];

const KNIGHT: &[Layer] = &[
    // horse head facing left
    body("M 29 81 C 29 70 37 62 46 57 C 38 61 30 63 24 63 C 16 63 12 57 14 51 C 18 41 26 31 34 25 L 38 9 L 49 21 C 67 21 81 37 81 58 C 81 69 79 75 78 81 Z"),
    body(BASE),
    // mane
    line(2.4, "M 55 24 C 69 30 75 45 74 63"),
    line(2.4, "M 63 29 C 70 37 72 47 71 56"),
    // mouth
    line(2.0, "M 14 56 L 21 57"),
    // eye and nostril
    dot("M 37.5 36 A 3.5 3.5 0 1 1 30.5 36 A 3.5 3.5 0 1 1 37.5 36 Z"),
    dot("M 23 51 A 2 2 0 1 1 19 51 A 2 2 0 1 1 23 51 Z"),
];

const PAWN: &[Layer] = &[
    body("M 30 83 C 31 69 38 59 43 52 L 57 52 C 62 59 69 69 70 83 Z"),
    body("M 63 33 A 13 13 0 1 1 37 33 A 13 13 0 1 1 63 33 Z"),
    body("M 37 53 Q 37 47 43 47 L 57 47 Q 63 47 63 53 Q 63 56 60 56 L 40 56 Q 37 56 37 53 Z"),
    body("M 24 91 L 76 91 L 76 87 Q 76 82 71 82 L 29 82 Q 24 82 24 87 Z"),
];

/// The layers of a piece of this role.
pub fn layers(role: Role) -> &'static [Layer] {
    match role {
        Role::King => KING,
        Role::Queen => QUEEN,
        Role::Rook => ROOK,
        Role::Bishop => BISHOP,
        Role::Knight => KNIGHT,
        Role::Pawn => PAWN,
    }
}

/// All layers of all pieces, e.g. to pre-build `Path2D` objects.
pub fn all_layers() -> impl Iterator<Item = &'static Layer> {
    [KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN]
        .into_iter()
        .flat_map(|l| l.iter())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses the restricted path syntax used above and returns every point.
    fn points(path: &str) -> Vec<(f64, f64)> {
        let mut tokens = path.split_whitespace().peekable();
        let mut pts = Vec::new();
        let num = |t: Option<&str>| -> f64 {
            t.unwrap_or_else(|| panic!("missing number in {path}"))
                .parse::<f64>()
                .unwrap_or_else(|_| panic!("bad number in {path}"))
        };
        let mut started = false;
        while let Some(cmd) = tokens.next() {
            let args = match cmd {
                "M" => 2,
                "L" => 2,
                "Q" => 4,
                "C" => 6,
                "A" => 7,
                "Z" => 0,
                other => panic!("unsupported command {other:?} in {path}"),
            };
            assert!(started || cmd == "M", "path must start with M: {path}");
            started = true;
            let vals: Vec<f64> = (0..args).map(|_| num(tokens.next())).collect();
            if cmd == "A" {
                assert!(vals[0] > 0.0 && vals[1] > 0.0, "arc radius in {path}");
                assert!(vals[3] == 0.0 || vals[3] == 1.0, "arc flag in {path}");
                assert!(vals[4] == 0.0 || vals[4] == 1.0, "arc flag in {path}");
                pts.push((vals[5], vals[6]));
            } else {
                pts.extend(vals.chunks(2).map(|c| (c[0], c[1])));
            }
        }
        assert!(started, "empty path");
        pts
    }

    #[test]
    fn every_role_has_a_body() {
        for role in Role::ALL {
            let ls = layers(role);
            assert!(ls.iter().any(|l| l.paint == Paint::Body), "{role:?}");
        }
    }

    #[test]
    fn paths_parse_and_stay_inside_the_box() {
        let mut n = 0;
        for layer in all_layers() {
            for (x, y) in points(layer.path) {
                assert!((0.0..=UNITS).contains(&x), "x {x} in {}", layer.path);
                assert!((0.0..=UNITS).contains(&y), "y {y} in {}", layer.path);
            }
            if layer.paint == Paint::Line {
                assert!(layer.width > 0.0);
            }
            n += 1;
        }
        assert!(n >= 30);
    }

    #[test]
    fn pieces_stand_on_the_baseline_and_are_distinct() {
        let mut tops = Vec::new();
        for kind in "KQRBNP".chars() {
            let role = Role::from_char(kind).unwrap();
            let pts: Vec<(f64, f64)> = layers(role)
                .iter()
                .filter(|l| l.paint == Paint::Body)
                .flat_map(|l| points(l.path))
                .collect();
            let bottom = pts.iter().map(|p| p.1).fold(f64::MIN, f64::max);
            let top = pts.iter().map(|p| p.1).fold(f64::MAX, f64::min);
            assert_eq!(bottom, 91.0, "{kind} stands on the baseline");
            tops.push((kind, top));
        }
        // the pawn is the smallest piece, the king the tallest
        let top = |k: char| tops.iter().find(|t| t.0 == k).unwrap().1;
        for k in "KQRBN".chars() {
            assert!(top(k) < top('P'), "{k} taller than the pawn");
            assert!(top('K') <= top(k), "king at least as tall as {k}");
        }
    }
}
