//! Pure board renderer: a [`BoardView`] (what to show) becomes a list of [`DrawCmd`]s
//! (plain data), which `canvas::paint` executes on a 2D canvas. Nothing here touches the
//! browser, so all of it is unit-tested natively.
//!
//! The board, its squares and pieces are the rules' own types ([`Board`], [`Square`],
//! [`Piece`]): there is no second board model to keep in step. All pixel values (`size_px`, drag positions, command coordinates) are in canvas
//! *backing* pixels, i.e. CSS pixels times `devicePixelRatio`.

use rules::{Board, Color, Piece, Role, Square};

/// A CSS colour string.
pub type Css = &'static str;

/// Castling preview: the king's and the rook's destination squares, shown as ghost pieces
/// with a dashed frame. In Chess960 either target may be occupied by the castling pieces
/// themselves; the ghosts are simply drawn on top, and no destination marker is drawn on
/// these two squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastlePreview {
    /// Whose king and rook.
    pub color: Color,
    pub king_to: Square,
    pub rook_to: Square,
}

/// A piece being dragged: drawn centred on (`x`, `y`) (backing pixels, relative to the
/// canvas' top-left corner), while the piece on `from` is shown faded.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drag {
    pub piece: Piece,
    pub from: Square,
    pub x: f64,
    pub y: f64,
}

/// The promotion picker drawn on the board: the four pieces on their squares, from the
/// promotion square towards the middle, over a shaded board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PromotionView {
    /// Square and piece of each choice.
    pub choices: [(Square, Piece); 4],
}

/// Everything the board shows.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    /// The pieces.
    pub board: Board,
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
            board: Board::empty(),
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
        piece: Piece,
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

/// The screen cell (column from the left, row from the top, 0..8) of a square.
pub fn screen_cell(sq: Square, flipped: bool) -> (u8, u8) {
    let (file, rank) = (sq.file() as u8, sq.rank() as u8);
    if flipped {
        (7 - file, rank)
    } else {
        (file, 7 - rank)
    }
}

/// Whether a square is a light square (a1 is dark, h1 light).
pub fn is_light(sq: Square) -> bool {
    (sq.file() + sq.rank()) % 2 == 1
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
    Some(Square::from_coords(u32::from(file), u32::from(rank)))
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

fn piece_cmd(piece: Piece, sq: Square, size: f64, flipped: bool, alpha: f64) -> DrawCmd {
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

    for sq in Square::all() {
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
        for col in 0..8u32 {
            let file = if flipped { 7 - col } else { col };
            let rank = if flipped { 7 } else { 0 };
            let sq = Square::from_coords(file, rank);
            let (x, y, w, h) = square_rect(sq, size, flipped);
            cmds.push(DrawCmd::Text {
                x: x + w - pad,
                y: y + h - pad,
                size: font,
                ch: sq.file_char(),
                color: coord_color(t, sq),
                align: Align::Right,
                baseline: Baseline::Bottom,
            });
        }
        // left column of the screen: rank numbers, top-left corner
        for row in 0..8u32 {
            let rank = if flipped { row } else { 7 - row };
            let file = if flipped { 7 } else { 0 };
            let sq = Square::from_coords(file, rank);
            let (x, y, _, _) = square_rect(sq, size, flipped);
            cmds.push(DrawCmd::Text {
                x: x + pad,
                y: y + pad,
                size: font,
                ch: sq.rank_char(),
                color: coord_color(t, sq),
                align: Align::Left,
                baseline: Baseline::Top,
            });
        }
    }

    let drag_from = view.drag.map(|d| d.from);
    for (sq, piece) in view.board.pieces() {
        let alpha = if drag_from == Some(sq) {
            DRAG_ORIGIN_ALPHA
        } else {
            1.0
        };
        cmds.push(piece_cmd(piece, sq, size, flipped, alpha));
    }

    let ghost_squares = view.castle_preview.map(|cp| [cp.king_to, cp.rook_to]);
    for &sq in &view.destinations {
        if ghost_squares.is_some_and(|g| g.contains(&sq)) {
            continue; // the castling preview frame already marks it
        }
        let (x, y, w, h) = square_rect(sq, size, flipped);
        let (cx, cy) = (x + w / 2.0, y + h / 2.0);
        let occupied = view.board.occupied().contains(sq) && drag_from != Some(sq);
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
        for (sq, role) in [(cp.king_to, Role::King), (cp.rook_to, Role::Rook)] {
            let (x, y, w, h) = square_rect(sq, size, flipped);
            cmds.push(DrawCmd::Frame {
                x,
                y,
                w,
                h,
                line,
                color: t.castle_frame,
            });
            cmds.push(piece_cmd(role.of(cp.color), sq, size, flipped, GHOST_ALPHA));
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
