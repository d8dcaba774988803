//! What the screen shows of a start position: its back rank, its label and its diagrams.

use rules::{Color, Role, Square};
use ui::render::{self, Align, Baseline, BoardView, DrawCmd};

/// White's back rank of start position `sp` (the classical one if `sp` is out of range).
pub fn back_rank(sp: u32) -> [Role; 8] {
    rules::startpos::back_rank(sp).unwrap_or([
        Role::Rook,
        Role::Knight,
        Role::Bishop,
        Role::Queen,
        Role::King,
        Role::Bishop,
        Role::Knight,
        Role::Rook,
    ])
}

/// The big number on the screen: `SP 518`.
pub fn sp_label(sp: u32) -> String {
    let mut s = String::from("SP ");
    s.push_str(&sp.to_string());
    s
}

/// The whole start position with this back rank, White at the bottom, with coordinates.
pub fn board_view(rank: &[Role; 8]) -> BoardView {
    let mut v = BoardView::default();
    for (file, role) in (0u32..).zip(rank) {
        let b = &mut v.board;
        b.set(Square::from_coords(file, 0), role.of(Color::White));
        b.set(Square::from_coords(file, 1), Role::Pawn.of(Color::White));
        b.set(Square::from_coords(file, 6), Role::Pawn.of(Color::Black));
        b.set(Square::from_coords(file, 7), role.of(Color::Black));
    }
    v
}

/// Draw commands for White's back rank alone: 8 squares in a row (a1 dark) of `width`
/// backing pixels, `width / 8` high, with the file letter in each square's corner.
pub fn rank_commands(rank: &[Role; 8], width: f64) -> Vec<DrawCmd> {
    let t = &render::THEME;
    let edge = |i: usize| (i as f64 * width / 8.0).round();
    let h = edge(1);
    let font = (h * 0.2).round().max(7.0);
    let pad = (h * 0.05).round().max(1.0);
    let mut cmds = Vec::with_capacity(24);
    for (file, role) in rank.iter().enumerate() {
        let (x, w) = (edge(file), edge(file + 1) - edge(file));
        let light = file % 2 == 1;
        cmds.push(DrawCmd::Rect {
            x,
            y: 0.0,
            w,
            h,
            color: if light { t.light } else { t.dark },
        });
        cmds.push(DrawCmd::Text {
            x: x + w - pad,
            y: h - pad,
            size: font,
            ch: char::from(b'a' + file as u8),
            color: if light {
                t.coord_on_light
            } else {
                t.coord_on_dark
            },
            align: Align::Right,
            baseline: Baseline::Bottom,
        });
        let s = w.min(h);
        cmds.push(DrawCmd::Piece {
            piece: role.of(Color::White),
            x: x + (w - s) / 2.0,
            y: 0.0,
            size: s,
            alpha: 1.0,
        });
    }
    cmds
}
