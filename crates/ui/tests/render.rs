//! The board renderer's draw commands, tested without a browser. The board is the rules'
//! own [`Board`], read from a FEN by the rules' own reader.

mod common;

use common::{board, sq};
use rules::{Board, Color, Piece, Role, Square};
use ui::render::*;

fn start() -> BoardView {
    BoardView {
        board: board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
        ..BoardView::default()
    }
}

fn white(role: Role) -> Piece {
    role.of(Color::White)
}

fn pieces(cmds: &[DrawCmd]) -> Vec<(Piece, f64, f64, f64, f64)> {
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
fn the_view_draws_the_boards_own_pieces() {
    // Every piece of the board, on its square, and nothing else.
    let v = start();
    let p = pieces(&draw_commands(&v, 800.0));
    assert_eq!(p.len(), 32);
    for (piece, x, y, _, _) in p {
        let at = square_at(x + 50.0, y + 50.0, 800.0, false).unwrap();
        assert_eq!(v.board.piece_at(at), Some(piece), "{at}");
    }
    let empty: Board = BoardView::default().board;
    assert_eq!(empty.occupied().count(), 0);
}

#[test]
fn square_colours() {
    assert!(!is_light(sq("a1")));
    assert!(is_light(sq("h1")));
    assert!(!is_light(sq("h8")));
    assert!(is_light(sq("a8")));
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
            for sq in Square::all() {
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
    let (a1, h8) = (sq("a1"), sq("h8"));
    assert_eq!(square_rect(a1, 800.0, false), (0.0, 700.0, 100.0, 100.0));
    assert_eq!(square_rect(h8, 800.0, false), (700.0, 0.0, 100.0, 100.0));
    // flipped: a1 top-right, h8 bottom-left
    assert_eq!(square_rect(a1, 800.0, true), (700.0, 0.0, 100.0, 100.0));
    assert_eq!(square_rect(h8, 800.0, true), (0.0, 700.0, 100.0, 100.0));
    assert_eq!(screen_cell(a1, false), (0, 7));
    assert_eq!(screen_cell(a1, true), (7, 0));
    assert_eq!(screen_cell(sq("c6"), false), (2, 2));
    let mut v = start();
    v.flipped = true;
    let p = pieces(&draw_commands(&v, 800.0));
    let king = p.iter().find(|p| p.0 == white(Role::King)).unwrap();
    // white king on e1 is at the top, in column d from the left when flipped
    assert_eq!((king.1, king.2), (300.0, 0.0));
}

#[test]
fn start_position_pieces() {
    let cmds = draw_commands(&start(), 800.0);
    let p = pieces(&cmds);
    assert_eq!(p.len(), 32);
    assert!(p.iter().all(|p| p.3 == 100.0 && p.4 == 1.0));
    assert_eq!(p.iter().filter(|p| p.0.color == Color::White).count(), 16);
    let king = p.iter().find(|p| p.0 == white(Role::King)).unwrap();
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
    v.selected = Some(sq("e2"));
    v.destinations = vec![sq("e3"), sq("e4"), sq("d7")]; // e3, e4 empty; d7 occupied (capture ring)
    v.last_move = Some((sq("a1"), sq("h1")));
    v.check = Some(sq("e1"));
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
        .position(|c| matches!(c, DrawCmd::Piece { piece, .. } if *piece == white(Role::King)))
        .unwrap();
    assert!(glow < king, "glow is under the king");
}

#[test]
fn castle_preview_draws_ghosts() {
    // Chess960: king b1, rook a1 castling queen-side -> king c1, rook d1
    let mut v = BoardView {
        board: board("8/8/8/8/8/8/8/RK6"),
        ..BoardView::default()
    };
    v.castle_preview = Some(CastlePreview {
        color: Color::White,
        king_to: sq("c1"),
        rook_to: sq("d1"),
    });
    v.selected = Some(sq("b1"));
    v.destinations = vec![sq("c1"), sq("d1"), sq("b2")]; // castling targets and b2
    let cmds = draw_commands(&v, 800.0);
    let dots: Vec<&DrawCmd> = cmds
        .iter()
        .filter(|c| matches!(c, DrawCmd::Dot { .. } | DrawCmd::Ring { .. }))
        .collect();
    assert_eq!(dots.len(), 1, "no markers under the ghosts, only on b2");
    let ghosts: Vec<_> = pieces(&cmds).into_iter().filter(|p| p.4 < 1.0).collect();
    assert_eq!(ghosts.len(), 2);
    assert_eq!(ghosts[0].0, white(Role::King));
    assert_eq!((ghosts[0].1, ghosts[0].2), (200.0, 700.0));
    assert_eq!(ghosts[1].0, white(Role::Rook));
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
    let knight = white(Role::Knight);
    v.drag = Some(Drag {
        piece: knight,
        from: sq("g1"),
        x: 512.0,
        y: 480.0,
    });
    v.destinations = vec![sq("g1")];
    v.hover = Some(sq("f3"));
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
    let mut v = BoardView {
        board: board("8/1P2k3/8/8/8/8/8/4K3"),
        ..BoardView::default()
    };
    let (q, n) = (white(Role::Queen), white(Role::Knight));
    let (r, b) = (white(Role::Rook), white(Role::Bishop));
    v.promotion = Some(PromotionView {
        choices: [(sq("b8"), q), (sq("b7"), n), (sq("b6"), r), (sq("b5"), b)],
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
