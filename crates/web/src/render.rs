//! Pure board renderer: a [`BoardView`] (what to show) becomes a list of [`DrawCmd`]s
//! (plain data), which `canvas::paint` executes on a 2D canvas. Nothing here touches the
//! browser, so all of it is unit-tested natively.
//!
//! Squares are numbered 0..64 with a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63.
//! All pixel values (`size_px`, drag positions, command coordinates) are in canvas
//! *backing* pixels, i.e. CSS pixels times `devicePixelRatio`.

/// Square index, a1 = 0 ... h8 = 63.
pub type Square = u8;

/// A CSS colour string.
pub type Css = &'static str;

/// A piece as the renderer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceView {
    pub white: bool,
    /// One of `'K' 'Q' 'R' 'B' 'N' 'P'` (upper case).
    pub kind: char,
}

impl PieceView {
    pub const fn new(white: bool, kind: char) -> Self {
        PieceView { white, kind }
    }

    /// From a FEN letter: upper case is white (`'N'`), lower case black (`'n'`).
    pub fn from_fen_char(c: char) -> Option<Self> {
        let kind = c.to_ascii_uppercase();
        "KQRBNP"
            .contains(kind)
            .then_some(PieceView::new(c.is_ascii_uppercase(), kind))
    }
}

/// Castling preview: the king's and the rook's destination squares, shown as ghost pieces
/// with a dashed frame. In Chess960 either target may be occupied by the castling pieces
/// themselves; the ghosts are simply drawn on top, and no destination marker is drawn on
/// these two squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastlePreview {
    pub white: bool,
    pub king_to: Square,
    pub rook_to: Square,
}

/// A piece being dragged: drawn centred on (`x`, `y`) (backing pixels, relative to the
/// canvas' top-left corner), while the piece on `from` is shown faded.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drag {
    pub piece: PieceView,
    pub from: Square,
    pub x: f64,
    pub y: f64,
}

/// The promotion picker drawn on the board: the four pieces on their squares, from the
/// promotion square towards the middle, over a shaded board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PromotionView {
    /// Square and piece of each choice.
    pub choices: [(Square, PieceView); 4],
}

/// Everything the board shows.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    pub squares: [Option<PieceView>; 64],
    /// `true`: black at the bottom (h1 top-left... a8 bottom-right... i.e. a1 top-right).
    pub flipped: bool,
    pub selected: Option<Square>,
    /// Legal destinations of the selected piece: a dot on empty squares, a ring on occupied ones.
    pub destinations: Vec<Square>,
    pub last_move: Option<(Square, Square)>,
    /// Square of the king in check.
    pub check: Option<Square>,
    pub castle_preview: Option<CastlePreview>,
    pub drag: Option<Drag>,
    /// Square under the pointer while dragging (drop target), shaded lightly.
    pub hover: Option<Square>,
    /// Draw file letters / rank numbers inside the edge squares.
    pub coordinates: bool,
    /// The promotion picker, while a promotion waits for its piece.
    pub promotion: Option<PromotionView>,
    /// The high-contrast colours.
    pub high_contrast: bool,
}

impl Default for BoardView {
    fn default() -> Self {
        BoardView {
            squares: [None; 64],
            flipped: false,
            selected: None,
            destinations: Vec::new(),
            last_move: None,
            check: None,
            castle_preview: None,
            drag: None,
            hover: None,
            coordinates: true,
            promotion: None,
            high_contrast: false,
        }
    }
}

/// Piece placement of the classical start position (FEN field 1).
pub const CLASSICAL_PLACEMENT: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

impl BoardView {
    /// A view of the piece placement field of a FEN (`"rnbqkbnr/pppppppp/8/..."`), no highlights.
    /// Returns `None` if the field is malformed.
    pub fn from_placement(placement: &str) -> Option<Self> {
        let mut view = BoardView::default();
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != 8 {
            return None;
        }
        for (i, rank_str) in ranks.iter().enumerate() {
            let rank = 7 - i as u8;
            let mut file = 0u8;
            for c in rank_str.chars() {
                if let Some(d) = c.to_digit(10) {
                    if !(1..=8).contains(&d) {
                        return None;
                    }
                    file += d as u8;
                } else {
                    let piece = PieceView::from_fen_char(c)?;
                    if file > 7 {
                        return None;
                    }
                    view.squares[(rank * 8 + file) as usize] = Some(piece);
                    file += 1;
                }
                if file > 8 {
                    return None;
                }
            }
            if file != 8 {
                return None;
            }
        }
        Some(view)
    }
}

/// Board colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub light: Css,
    pub dark: Css,
    pub last_move: Css,
    pub selected: Css,
    pub hover: Css,
    pub destination: Css,
    pub check_inner: Css,
    pub check_outer: Css,
    pub castle_frame: Css,
    /// Coordinate text on light squares (and vice versa).
    pub coord_on_light: Css,
    pub coord_on_dark: Css,
    pub promo_shade: Css,
    pub promo_disc: Css,
}

pub const THEME: Theme = Theme {
    light: "#f0d9b5",
    dark: "#b58863",
    last_move: "rgba(155,199,0,0.42)",
    selected: "rgba(20,85,30,0.5)",
    hover: "rgba(20,85,30,0.3)",
    destination: "rgba(20,85,30,0.55)",
    check_inner: "rgba(255,0,0,0.95)",
    check_outer: "rgba(231,0,0,0)",
    castle_frame: "rgba(20,60,160,0.85)",
    coord_on_light: "#a8794f",
    coord_on_dark: "#f3e4cb",
    promo_shade: "rgba(20,20,20,0.55)",
    promo_disc: "#e8e4dc",
};

/// High contrast (also for `prefers-contrast: more`): near-white and mid-grey squares,
/// strong frames; every highlight also differs in shape, not only in colour.
pub const HIGH_CONTRAST: Theme = Theme {
    light: "#ffffff",
    dark: "#8a8a8a",
    last_move: "rgba(0,90,255,0.28)",
    selected: "rgba(0,0,0,0.35)",
    hover: "rgba(0,0,0,0.2)",
    destination: "rgba(0,0,0,0.85)",
    check_inner: "rgba(255,0,0,1)",
    check_outer: "rgba(255,0,0,0)",
    castle_frame: "rgba(0,0,0,1)",
    coord_on_light: "#000000",
    coord_on_dark: "#ffffff",
    promo_shade: "rgba(0,0,0,0.7)",
    promo_disc: "#ffffff",
};

/// Horizontal anchor of a [`DrawCmd::Text`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// Vertical anchor of a [`DrawCmd::Text`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Baseline {
    Top,
    Bottom,
}

/// One drawing operation, in backing pixels.
#[derive(Clone, Debug, PartialEq)]
pub enum DrawCmd {
    /// Filled rectangle.
    Rect {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        color: Css,
    },
    /// Dashed rectangle outline, drawn inside the given rectangle.
    Frame {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        line: f64,
        color: Css,
    },
    /// Filled circle.
    Dot {
        cx: f64,
        cy: f64,
        r: f64,
        color: Css,
    },
    /// Circle outline of the given line width.
    Ring {
        cx: f64,
        cy: f64,
        r: f64,
        line: f64,
        color: Css,
    },
    /// Rectangle filled with a radial gradient from its centre (`inner`) to `outer`.
    Glow {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        inner: Css,
        outer: Css,
    },
    /// A single character (coordinates), `size` = font size in pixels.
    Text {
        x: f64,
        y: f64,
        size: f64,
        ch: char,
        color: Css,
        align: Align,
        baseline: Baseline,
    },
    /// A piece drawn into the `size` x `size` box at (`x`, `y`) with opacity `alpha`.
    Piece {
        piece: PieceView,
        x: f64,
        y: f64,
        size: f64,
        alpha: f64,
    },
}

/// Pixel edge `i` (0..=8) of the grid; rounded so neighbouring squares share edges exactly.
fn edge(i: u8, size: f64) -> f64 {
    (f64::from(i) * size / 8.0).round()
}

/// Column / row on screen (0 = left / top) of a square.
/// The screen cell (column from the left, row from the top) of a square.
pub fn screen_cell(sq: Square, flipped: bool) -> (u8, u8) {
    let (file, rank) = (sq % 8, sq / 8);
    if flipped {
        (7 - file, rank)
    } else {
        (file, 7 - rank)
    }
}

/// Whether a square is a light square (a1 is dark, h1 light).
pub fn is_light(sq: Square) -> bool {
    (sq % 8 + sq / 8) % 2 == 1
}

/// The rectangle `(x, y, w, h)` of a square on a board of `size` pixels.
pub fn square_rect(sq: Square, size: f64, flipped: bool) -> (f64, f64, f64, f64) {
    let (col, row) = screen_cell(sq, flipped);
    let (x0, x1) = (edge(col, size), edge(col + 1, size));
    let (y0, y1) = (edge(row, size), edge(row + 1, size));
    (x0, y0, x1 - x0, y1 - y0)
}

/// The square under pixel (`x`, `y`) on a board of `size` pixels, if any.
pub fn square_at(x: f64, y: f64, size: f64, flipped: bool) -> Option<Square> {
    if !(x >= 0.0 && y >= 0.0 && x < size && y < size) {
        return None;
    }
    let col = (0..8u8).find(|&c| x < edge(c + 1, size))?;
    let row = (0..8u8).find(|&r| y < edge(r + 1, size))?;
    let (file, rank) = if flipped {
        (7 - col, row)
    } else {
        (col, 7 - row)
    };
    Some(rank * 8 + file)
}

fn rect(sq: Square, size: f64, flipped: bool, color: Css) -> DrawCmd {
    let (x, y, w, h) = square_rect(sq, size, flipped);
    DrawCmd::Rect { x, y, w, h, color }
}

fn frame(sq: Square, size: f64, flipped: bool, line: f64, color: Css) -> DrawCmd {
    let (x, y, w, h) = square_rect(sq, size, flipped);
    DrawCmd::Frame {
        x,
        y,
        w,
        h,
        line,
        color,
    }
}

fn piece_cmd(piece: PieceView, sq: Square, size: f64, flipped: bool, alpha: f64) -> DrawCmd {
    let (x, y, w, h) = square_rect(sq, size, flipped);
    let s = w.min(h);
    DrawCmd::Piece {
        piece,
        x: x + (w - s) / 2.0,
        y: y + (h - s) / 2.0,
        size: s,
        alpha,
    }
}

/// Opacity of the piece left behind on the origin square while dragging.
pub const DRAG_ORIGIN_ALPHA: f64 = 0.3;
/// Opacity of castling-preview ghost pieces.
pub const GHOST_ALPHA: f64 = 0.5;

/// Turns a view into draw commands for a square board of `size_px` backing pixels.
///
/// Order (back to front): squares, last move, selection, hover, check glow, coordinates, pieces,
/// destination markers, castling preview, dragged piece.
pub fn draw_commands(view: &BoardView, size_px: f64) -> Vec<DrawCmd> {
    let size = size_px.max(8.0);
    let flipped = view.flipped;
    let cell = size / 8.0;
    let t = if view.high_contrast {
        &HIGH_CONTRAST
    } else {
        &THEME
    };
    let mut cmds = Vec::with_capacity(64 + 48 + 16 + view.destinations.len());

    for sq in 0..64u8 {
        let color = if is_light(sq) { t.light } else { t.dark };
        cmds.push(rect(sq, size, flipped, color));
    }
    // Highlights differ in shape too, not only in colour: the last move's squares get a thin
    // frame, the selected square a thick one.
    if let Some((from, to)) = view.last_move {
        for sq in [from, to] {
            cmds.push(rect(sq, size, flipped, t.last_move));
            cmds.push(frame(
                sq,
                size,
                flipped,
                (cell * 0.03).max(1.0),
                t.castle_frame,
            ));
        }
    }
    if let Some(sq) = view.selected {
        cmds.push(rect(sq, size, flipped, t.selected));
        cmds.push(frame(
            sq,
            size,
            flipped,
            (cell * 0.08).max(2.0),
            t.destination,
        ));
    }
    if let Some(sq) = view.hover.filter(|&h| Some(h) != view.selected) {
        cmds.push(rect(sq, size, flipped, t.hover));
    }
    if let Some(sq) = view.check {
        let (x, y, w, h) = square_rect(sq, size, flipped);
        cmds.push(DrawCmd::Glow {
            x,
            y,
            w,
            h,
            inner: t.check_inner,
            outer: t.check_outer,
        });
    }

    if view.coordinates {
        let font = (cell * 0.2).round().max(7.0);
        let pad = (cell * 0.05).round().max(1.0);
        // bottom row of the screen: file letters, bottom-right corner
        for col in 0..8u8 {
            let file = if flipped { 7 - col } else { col };
            let rank = if flipped { 7 } else { 0 };
            let sq = rank * 8 + file;
            let (x, y, w, h) = square_rect(sq, size, flipped);
            cmds.push(DrawCmd::Text {
                x: x + w - pad,
                y: y + h - pad,
                size: font,
                ch: char::from(b'a' + file),
                color: coord_color(t, sq),
                align: Align::Right,
                baseline: Baseline::Bottom,
            });
        }
        // left column of the screen: rank numbers, top-left corner
        for row in 0..8u8 {
            let rank = if flipped { row } else { 7 - row };
            let file = if flipped { 7 } else { 0 };
            let sq = rank * 8 + file;
            let (x, y, _, _) = square_rect(sq, size, flipped);
            cmds.push(DrawCmd::Text {
                x: x + pad,
                y: y + pad,
                size: font,
                ch: char::from(b'1' + rank),
                color: coord_color(t, sq),
                align: Align::Left,
                baseline: Baseline::Top,
            });
        }
    }

    let drag_from = view.drag.map(|d| d.from);
    for sq in 0..64u8 {
        if let Some(piece) = view.squares[sq as usize] {
            let alpha = if drag_from == Some(sq) {
                DRAG_ORIGIN_ALPHA
            } else {
                1.0
            };
            cmds.push(piece_cmd(piece, sq, size, flipped, alpha));
        }
    }

    let ghost_squares = view.castle_preview.map(|cp| [cp.king_to, cp.rook_to]);
    for &sq in &view.destinations {
        if ghost_squares.is_some_and(|g| g.contains(&sq)) {
            continue; // the castling preview frame already marks it
        }
        let (x, y, w, h) = square_rect(sq, size, flipped);
        let (cx, cy) = (x + w / 2.0, y + h / 2.0);
        let occupied = view.squares[sq as usize].is_some() && drag_from != Some(sq);
        if occupied {
            let line = (cell * 0.08).max(2.0);
            cmds.push(DrawCmd::Ring {
                cx,
                cy,
                r: w.min(h) / 2.0 - line / 2.0,
                line,
                color: t.destination,
            });
        } else {
            cmds.push(DrawCmd::Dot {
                cx,
                cy,
                r: cell * 0.15,
                color: t.destination,
            });
        }
    }

    if let Some(cp) = view.castle_preview {
        let line = (cell * 0.045).max(1.5);
        for (sq, kind) in [(cp.king_to, 'K'), (cp.rook_to, 'R')] {
            let (x, y, w, h) = square_rect(sq, size, flipped);
            cmds.push(DrawCmd::Frame {
                x,
                y,
                w,
                h,
                line,
                color: t.castle_frame,
            });
            cmds.push(piece_cmd(
                PieceView::new(cp.white, kind),
                sq,
                size,
                flipped,
                GHOST_ALPHA,
            ));
        }
    }

    if let Some(p) = view.promotion {
        cmds.push(DrawCmd::Rect {
            x: 0.0,
            y: 0.0,
            w: size,
            h: size,
            color: t.promo_shade,
        });
        for (sq, piece) in p.choices {
            let (x, y, w, h) = square_rect(sq, size, flipped);
            cmds.push(DrawCmd::Dot {
                cx: x + w / 2.0,
                cy: y + h / 2.0,
                r: w.min(h) * 0.48,
                color: t.promo_disc,
            });
            cmds.push(piece_cmd(piece, sq, size, flipped, 1.0));
        }
    }

    if let Some(d) = view.drag {
        cmds.push(DrawCmd::Piece {
            piece: d.piece,
            x: d.x - cell / 2.0,
            y: d.y - cell / 2.0,
            size: cell,
            alpha: 1.0,
        });
    }
    cmds
}

fn coord_color(t: &Theme, sq: Square) -> Css {
    if is_light(sq) {
        t.coord_on_light
    } else {
        t.coord_on_dark
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A1: Square = 0;
    const H1: Square = 7;
    const E1: Square = 4;
    const E2: Square = 12;
    const E4: Square = 28;
    const A8: Square = 56;
    const H8: Square = 63;

    fn start() -> BoardView {
        BoardView::from_placement(CLASSICAL_PLACEMENT).unwrap()
    }

    fn pieces(cmds: &[DrawCmd]) -> Vec<(PieceView, f64, f64, f64, f64)> {
        cmds.iter()
            .filter_map(|c| match *c {
                DrawCmd::Piece {
                    piece,
                    x,
                    y,
                    size,
                    alpha,
                } => Some((piece, x, y, size, alpha)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn placement_parsing() {
        let v = start();
        assert_eq!(v.squares[A1 as usize], Some(PieceView::new(true, 'R')));
        assert_eq!(v.squares[E1 as usize], Some(PieceView::new(true, 'K')));
        assert_eq!(v.squares[E2 as usize], Some(PieceView::new(true, 'P')));
        assert_eq!(v.squares[60], Some(PieceView::new(false, 'K')));
        assert_eq!(v.squares[H8 as usize], Some(PieceView::new(false, 'R')));
        assert_eq!(v.squares.iter().flatten().count(), 32);
        for bad in [
            "",
            "8/8/8/8/8/8/8",
            "9/8/8/8/8/8/8/8",
            "ppppppppp/8/8/8/8/8/8/8",
            "7/8/8/8/8/8/8/8",
            "x7/8/8/8/8/8/8/8",
        ] {
            assert!(BoardView::from_placement(bad).is_none(), "{bad}");
        }
        assert!(BoardView::from_placement("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR").is_some());
    }

    #[test]
    fn square_colours() {
        assert!(!is_light(A1));
        assert!(is_light(H1));
        assert!(!is_light(H8));
        assert!(is_light(A8));
        let cmds = draw_commands(&BoardView::default(), 800.0);
        let rects: Vec<&DrawCmd> = cmds
            .iter()
            .filter(|c| matches!(c, DrawCmd::Rect { .. }))
            .collect();
        assert_eq!(rects.len(), 64);
        // a1 is the bottom-left square and dark
        assert_eq!(
            *rects[0],
            DrawCmd::Rect {
                x: 0.0,
                y: 700.0,
                w: 100.0,
                h: 100.0,
                color: THEME.dark
            }
        );
    }

    #[test]
    fn geometry_tiles_the_board_exactly() {
        for size in [320.0, 333.0, 800.0, 1234.0] {
            for flipped in [false, true] {
                let mut area = 0.0;
                for sq in 0..64 {
                    let (x, y, w, h) = square_rect(sq, size, flipped);
                    assert!(w >= 1.0 && h >= 1.0);
                    assert!(x + w <= size && y + h <= size);
                    area += w * h;
                    // centre and corners map back to the same square
                    assert_eq!(square_at(x + w / 2.0, y + h / 2.0, size, flipped), Some(sq));
                    assert_eq!(square_at(x, y, size, flipped), Some(sq));
                    assert_eq!(
                        square_at(x + w - 0.01, y + h - 0.01, size, flipped),
                        Some(sq)
                    );
                }
                assert_eq!(area, size * size);
            }
        }
        assert_eq!(square_at(-1.0, 5.0, 800.0, false), None);
        assert_eq!(square_at(800.0, 5.0, 800.0, false), None);
        assert_eq!(square_at(f64::NAN, 5.0, 800.0, false), None);
    }

    #[test]
    fn orientation() {
        // white at the bottom: a1 bottom-left, h8 top-right
        assert_eq!(square_rect(A1, 800.0, false), (0.0, 700.0, 100.0, 100.0));
        assert_eq!(square_rect(H8, 800.0, false), (700.0, 0.0, 100.0, 100.0));
        // flipped: a1 top-right, h8 bottom-left
        assert_eq!(square_rect(A1, 800.0, true), (700.0, 0.0, 100.0, 100.0));
        assert_eq!(square_rect(H8, 800.0, true), (0.0, 700.0, 100.0, 100.0));
        let mut v = start();
        v.flipped = true;
        let p = pieces(&draw_commands(&v, 800.0));
        let king = p.iter().find(|p| p.0 == PieceView::new(true, 'K')).unwrap();
        // white king on e1 is at the top, in column d from the left when flipped
        assert_eq!((king.1, king.2), (300.0, 0.0));
    }

    #[test]
    fn start_position_pieces() {
        let cmds = draw_commands(&start(), 800.0);
        let p = pieces(&cmds);
        assert_eq!(p.len(), 32);
        assert!(p.iter().all(|p| p.3 == 100.0 && p.4 == 1.0));
        assert_eq!(p.iter().filter(|p| p.0.white).count(), 16);
        let king = p.iter().find(|p| p.0 == PieceView::new(true, 'K')).unwrap();
        assert_eq!((king.1, king.2), (400.0, 700.0));
        // pieces come after all squares
        let first_piece = cmds
            .iter()
            .position(|c| matches!(c, DrawCmd::Piece { .. }))
            .unwrap();
        assert!(first_piece >= 64);
    }

    #[test]
    fn coordinates_on_edge_squares() {
        let texts = |v: &BoardView| -> Vec<(char, f64, f64)> {
            draw_commands(v, 800.0)
                .into_iter()
                .filter_map(|c| match c {
                    DrawCmd::Text { ch, x, y, .. } => Some((ch, x, y)),
                    _ => None,
                })
                .collect()
        };
        let mut v = BoardView::default();
        let t = texts(&v);
        assert_eq!(t.len(), 16);
        let a = t.iter().find(|t| t.0 == 'a').unwrap();
        assert!(a.1 < 100.0 && a.2 > 700.0, "'a' in the bottom-left square");
        let eight = t.iter().find(|t| t.0 == '8').unwrap();
        assert!(
            eight.1 < 100.0 && eight.2 < 100.0,
            "'8' in the top-left square"
        );
        v.flipped = true;
        let t = texts(&v);
        let h = t.iter().find(|t| t.0 == 'h').unwrap();
        assert!(h.1 < 100.0 && h.2 > 700.0, "'h' bottom-left when flipped");
        let one = t.iter().find(|t| t.0 == '1').unwrap();
        assert!(one.2 < 100.0, "'1' at the top when flipped");
        v.coordinates = false;
        assert!(texts(&v).is_empty());
        // text colour contrasts with its square
        for c in draw_commands(&BoardView::default(), 800.0) {
            if let DrawCmd::Text { x, y, color, .. } = c {
                let sq = square_at(x - 1.0, y, 800.0, false)
                    .or(square_at(x + 1.0, y, 800.0, false))
                    .unwrap();
                let expect = if is_light(sq) {
                    THEME.coord_on_light
                } else {
                    THEME.coord_on_dark
                };
                assert_eq!(color, expect);
            }
        }
    }

    #[test]
    fn highlights() {
        let mut v = start();
        v.selected = Some(E2);
        v.destinations = vec![20, E4, 51]; // e3, e4 empty; d7 occupied (capture ring)
        v.last_move = Some((A1, H1));
        v.check = Some(E1);
        let cmds = draw_commands(&v, 800.0);
        let dots = cmds
            .iter()
            .filter(|c| matches!(c, DrawCmd::Dot { .. }))
            .count();
        let rings: Vec<&DrawCmd> = cmds
            .iter()
            .filter(|c| matches!(c, DrawCmd::Ring { .. }))
            .collect();
        assert_eq!(dots, 2);
        assert_eq!(rings.len(), 1);
        if let DrawCmd::Ring { cx, cy, r, .. } = rings[0] {
            assert_eq!((*cx, *cy), (350.0, 150.0));
            assert!(*r > 40.0 && *r < 50.0);
        }
        assert!(cmds.contains(&DrawCmd::Rect {
            x: 400.0,
            y: 600.0,
            w: 100.0,
            h: 100.0,
            color: THEME.selected
        }));
        let last = cmds
            .iter()
            .filter(|c| matches!(c, DrawCmd::Rect { color, .. } if *color == THEME.last_move))
            .count();
        assert_eq!(last, 2);
        let glow = cmds
            .iter()
            .position(|c| matches!(c, DrawCmd::Glow { x, y, .. } if *x == 400.0 && *y == 700.0))
            .expect("check glow on e1");
        let king = cmds
            .iter()
            .position(
                |c| matches!(c, DrawCmd::Piece { piece, .. } if piece.kind == 'K' && piece.white),
            )
            .unwrap();
        assert!(glow < king, "glow is under the king");
    }

    #[test]
    fn castle_preview_draws_ghosts() {
        // Chess960: king b1, rook a1 castling queen-side -> king c1, rook d1
        let mut v = BoardView::from_placement("8/8/8/8/8/8/8/RK6").unwrap();
        v.castle_preview = Some(CastlePreview {
            white: true,
            king_to: 2,
            rook_to: 3,
        });
        v.selected = Some(1);
        v.destinations = vec![2, 3, 9]; // c1 / d1 (castling targets) and b2
        let cmds = draw_commands(&v, 800.0);
        let dots: Vec<&DrawCmd> = cmds
            .iter()
            .filter(|c| matches!(c, DrawCmd::Dot { .. } | DrawCmd::Ring { .. }))
            .collect();
        assert_eq!(dots.len(), 1, "no markers under the ghosts, only on b2");
        let ghosts: Vec<_> = pieces(&cmds).into_iter().filter(|p| p.4 < 1.0).collect();
        assert_eq!(ghosts.len(), 2);
        assert_eq!(ghosts[0].0, PieceView::new(true, 'K'));
        assert_eq!((ghosts[0].1, ghosts[0].2), (200.0, 700.0));
        assert_eq!(ghosts[1].0, PieceView::new(true, 'R'));
        assert_eq!((ghosts[1].1, ghosts[1].2), (300.0, 700.0));
        let frames = cmds
            .iter()
            .filter(|c| matches!(c, DrawCmd::Frame { color, .. } if *color == THEME.castle_frame))
            .count();
        assert_eq!(frames, 2, "the two ghost squares");
        let selected = cmds
            .iter()
            .filter(|c| matches!(c, DrawCmd::Frame { color, .. } if *color == THEME.destination))
            .count();
        assert_eq!(
            selected, 1,
            "the selected square is framed, not only tinted"
        );
    }

    #[test]
    fn dragging() {
        let mut v = start();
        let knight = PieceView::new(true, 'N');
        v.drag = Some(Drag {
            piece: knight,
            from: 6, // g1
            x: 512.0,
            y: 480.0,
        });
        v.destinations = vec![6];
        v.hover = Some(21); // f3
        let cmds = draw_commands(&v, 800.0);
        assert!(cmds.contains(&DrawCmd::Rect {
            x: 500.0,
            y: 500.0,
            w: 100.0,
            h: 100.0,
            color: THEME.hover
        }));
        let p = pieces(&cmds);
        assert_eq!(p.len(), 33);
        let origin = p.iter().find(|p| p.1 == 600.0 && p.2 == 700.0).unwrap();
        assert_eq!(origin.4, DRAG_ORIGIN_ALPHA);
        // the dragged piece is the very last command, centred on the pointer
        assert_eq!(
            *cmds.last().unwrap(),
            DrawCmd::Piece {
                piece: knight,
                x: 462.0,
                y: 430.0,
                size: 100.0,
                alpha: 1.0
            }
        );
        // dropping back on the origin square is marked with a dot, not a capture ring
        assert!(cmds.iter().any(|c| matches!(c, DrawCmd::Dot { .. })));
        assert!(!cmds.iter().any(|c| matches!(c, DrawCmd::Ring { .. })));
    }

    #[test]
    fn promotion_picker_is_drawn_on_the_board() {
        let mut v = BoardView::from_placement("8/1P2k3/8/8/8/8/8/4K3").unwrap();
        let q = PieceView::new(true, 'Q');
        let n = PieceView::new(true, 'N');
        let r = PieceView::new(true, 'R');
        let b = PieceView::new(true, 'B');
        v.promotion = Some(PromotionView {
            choices: [(57, q), (49, n), (41, r), (33, b)],
        });
        let cmds = draw_commands(&v, 800.0);
        let shade = cmds
            .iter()
            .position(|c| matches!(c, DrawCmd::Rect { color, w, .. } if *color == THEME.promo_shade && *w == 800.0))
            .expect("board shaded");
        let p = pieces(&cmds[shade..]);
        assert_eq!(p.len(), 4, "the four choices drawn over the shade");
        assert_eq!((p[0].0, p[0].1, p[0].2), (q, 100.0, 0.0), "queen on b8");
        assert_eq!((p[3].0, p[3].1, p[3].2), (b, 100.0, 300.0), "bishop on b5");
    }

    #[test]
    fn tiny_and_odd_sizes_do_not_panic() {
        for size in [0.0, 1.0, 7.5, 97.0, 321.3] {
            let cmds = draw_commands(&start(), size);
            assert!(cmds.len() >= 64 + 32);
        }
    }
}
