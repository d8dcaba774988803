//! Temporary start-up screen: draws a fixed board on `<canvas id="board">` and keeps it
//! sized to the window. `?demo=highlights` shows most kinds of highlight, `?demo=drag` a piece
//! being dragged onto a capture, `?flip` turns the board. To be replaced by the game UI.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlCanvasElement;

use crate::canvas;
use crate::render::{self, BoardView, CastlePreview, Drag, PieceView};

/// The board shown for a page query string such as `"?demo=highlights&flip"`.
pub fn demo_view(query: &str) -> BoardView {
    let q = query.trim_start_matches('?');
    let has = |key: &str| {
        q.split('&')
            .any(|kv| kv == key || kv.starts_with(&format!("{key}=")))
    };
    let demo = |name: &str| {
        q.split('&')
            .any(|kv| kv.strip_prefix("demo=") == Some(name))
    };
    let mut view = if demo("highlights") {
        highlights_view()
    } else if demo("drag") {
        drag_view()
    } else {
        BoardView::from_placement(render::CLASSICAL_PLACEMENT).unwrap_or_default()
    };
    view.flipped = has("flip");
    view
}

/// A position showing selection, destinations (dots and a capture ring), last move, a king in
/// check and a castling preview at once.
fn highlights_view() -> BoardView {
    let mut v = BoardView::from_placement("r1bqk2r/pppp1Bpp/2n2n2/2b1p3/4P3/5N2/PPPP1PPP/RNBQK2R")
        .unwrap_or_default();
    v.last_move = Some((26, 53)); // Bc4xf7+
    v.check = Some(60); // e8
    v.selected = Some(4); // Ke1
    v.destinations = vec![5, 6, 12]; // f1, g1, e2
    v.castle_preview = Some(CastlePreview {
        white: true,
        king_to: 6,
        rook_to: 5,
    });
    v
}

/// 1.e4 d5 with the e4 pawn picked up and dragged towards d5 (a capture: ring marker).
/// The drag position is stored as a fraction of the board here and scaled in `run`.
fn drag_view() -> BoardView {
    let mut v = BoardView::from_placement("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR")
        .unwrap_or_default();
    v.last_move = Some((51, 35)); // d7-d5
    v.selected = Some(28); // e4
    v.destinations = vec![35, 36]; // d5 (capture), e5
    v.drag = Some(Drag {
        piece: PieceView::new(true, 'P'),
        from: 28,
        x: 0.43,
        y: 0.40,
    });
    v.hover = Some(35);
    v
}

fn js_err(msg: &str) -> JsValue {
    JsValue::from_str(msg)
}

/// Draws the demo board and repaints it on window resize.
pub fn run() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or_else(|| js_err("no window"))?;
    let document = window.document().ok_or_else(|| js_err("no document"))?;
    let canvas: HtmlCanvasElement = document
        .get_element_by_id("board")
        .ok_or_else(|| js_err("no #board canvas"))?
        .dyn_into()?;
    let ctx = canvas::context(&canvas)?;
    let view = demo_view(&window.location().search().unwrap_or_default());

    let redraw = move || {
        let size = canvas::fit_to_display(&canvas);
        let mut view = view.clone();
        // the demo keeps its drag position as a fraction of the board
        if let Some(d) = view.drag.as_mut() {
            d.x *= size;
            d.y *= size;
        }
        canvas::paint(&ctx, &render::draw_commands(&view, size));
    };
    redraw();

    // Timestamp for the end-to-end tests (time from DOMContentLoaded to the first board).
    if let (Some(body), Some(perf)) = (document.body(), window.performance()) {
        let _ = js_sys::Reflect::set(
            &body.dataset(),
            &JsValue::from_str("boardDrawnAt"),
            &JsValue::from_f64(perf.now()),
        );
    }

    let on_resize = Closure::<dyn FnMut()>::new(redraw);
    window.add_event_listener_with_callback("resize", on_resize.as_ref().unchecked_ref())?;
    on_resize.forget();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_selects_the_demo() {
        let plain = demo_view("");
        assert_eq!(plain.squares.iter().flatten().count(), 32);
        assert!(!plain.flipped && plain.selected.is_none());
        let hl = demo_view("?demo=highlights&flip");
        assert!(hl.flipped);
        assert_eq!(hl.selected, Some(4));
        assert!(hl.castle_preview.is_some() && hl.check.is_some());
        assert!(demo_view("?flip=1").flipped);
        assert!(!demo_view("?flipper").flipped);
        let drag = demo_view("?demo=drag");
        assert!(drag.drag.is_some() && drag.destinations.len() == 2);
    }
}
