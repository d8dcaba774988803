//! Executes [`DrawCmd`]s on a `CanvasRenderingContext2d`. Kept thin on purpose: all layout
//! decisions live in `render`, all piece shapes in `pieces`.

use std::cell::RefCell;
use std::f64::consts::TAU;

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d as Ctx, HtmlCanvasElement, Path2d};

use rules::Piece;
use ui::pieces::{self, Paint};
use ui::render::{Align, Baseline, DrawCmd};

thread_local! {
    /// `Path2D` objects built once per piece layer, keyed by the path string's address.
    static PATHS: RefCell<Vec<(usize, Path2d)>> = const { RefCell::new(Vec::new()) };
}

fn with_path(path: &'static str, f: impl FnOnce(&Path2d)) {
    let key = path.as_ptr() as usize;
    PATHS.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some((_, p)) = cache.iter().find(|(k, _)| *k == key) {
            f(p);
            return;
        }
        if let Ok(p) = Path2d::new_with_path_string(path) {
            f(&p);
            cache.push((key, p));
        }
    });
}

/// Makes the canvas backing store match its CSS size times `devicePixelRatio` and returns
/// the resulting square size in backing pixels (the smaller of width and height).
pub fn fit_to_display(canvas: &HtmlCanvasElement) -> f64 {
    let dpr = crate::host::window()
        .map(|w| w.device_pixel_ratio())
        .filter(|d| d.is_finite() && *d > 0.0)
        .unwrap_or(1.0);
    let rect = canvas.get_bounding_client_rect();
    let css = rect.width().min(rect.height()).max(0.0);
    let px = (css * dpr).round().max(1.0) as u32;
    if canvas.width() != px {
        canvas.set_width(px);
    }
    if canvas.height() != px {
        canvas.set_height(px);
    }
    f64::from(px)
}

/// The 2D context of a canvas.
pub fn context(canvas: &HtmlCanvasElement) -> Result<Ctx, JsValue> {
    canvas
        .get_context("2d")?
        .ok_or_else(|| JsValue::from_str("no 2d context"))?
        .dyn_into::<Ctx>()
        .map_err(JsValue::from)
}

/// Paints the commands in order.
pub fn paint(ctx: &Ctx, cmds: &[DrawCmd]) {
    ctx.set_global_alpha(1.0);
    for cmd in cmds {
        match *cmd {
            DrawCmd::Rect { x, y, w, h, color } => {
                ctx.set_fill_style_str(color);
                ctx.fill_rect(x, y, w, h);
            }
            DrawCmd::Frame {
                x,
                y,
                w,
                h,
                line,
                color,
            } => {
                ctx.save();
                ctx.set_stroke_style_str(color);
                ctx.set_line_width(line);
                let dash = js_sys::Array::of2(&(line * 2.5).into(), &(line * 1.5).into());
                let _ = ctx.set_line_dash(&dash);
                let half = line / 2.0;
                ctx.stroke_rect(x + half, y + half, w - line, h - line);
                ctx.restore();
            }
            DrawCmd::Dot { cx, cy, r, color } => {
                ctx.set_fill_style_str(color);
                ctx.begin_path();
                let _ = ctx.arc(cx, cy, r, 0.0, TAU);
                ctx.fill();
            }
            DrawCmd::Ring {
                cx,
                cy,
                r,
                line,
                color,
            } => {
                ctx.set_stroke_style_str(color);
                ctx.set_line_width(line);
                ctx.begin_path();
                let _ = ctx.arc(cx, cy, r, 0.0, TAU);
                ctx.stroke();
            }
            DrawCmd::Glow {
                x,
                y,
                w,
                h,
                inner,
                outer,
            } => {
                let (cx, cy) = (x + w / 2.0, y + h / 2.0);
                if let Ok(g) = ctx.create_radial_gradient(cx, cy, 0.0, cx, cy, w.max(h) * 0.7) {
                    let _ = g.add_color_stop(0.0, inner);
                    let _ = g.add_color_stop(0.25, inner);
                    let _ = g.add_color_stop(1.0, outer);
                    ctx.set_fill_style_canvas_gradient(&g);
                    ctx.fill_rect(x, y, w, h);
                }
            }
            DrawCmd::Text {
                x,
                y,
                size,
                ch,
                color,
                align,
                baseline,
            } => {
                let mut font = String::from("600 ");
                ui::text::push_u32(&mut font, size as u32);
                font.push_str("px sans-serif");
                ctx.set_font(&font);
                ctx.set_fill_style_str(color);
                ctx.set_text_align(match align {
                    Align::Left => "left",
                    Align::Right => "right",
                });
                ctx.set_text_baseline(match baseline {
                    Baseline::Top => "top",
                    Baseline::Bottom => "bottom",
                });
                let mut buf = [0u8; 4];
                let _ = ctx.fill_text(ch.encode_utf8(&mut buf), x, y);
            }
            DrawCmd::Piece {
                piece,
                x,
                y,
                size,
                alpha,
            } => paint_piece(ctx, piece, x, y, size, alpha),
        }
    }
}

/// Draws one piece into the `size` x `size` box at (`x`, `y`).
pub fn paint_piece(ctx: &Ctx, piece: Piece, x: f64, y: f64, size: f64, alpha: f64) {
    let colors = pieces::colors(piece.color);
    ctx.save();
    ctx.set_global_alpha(alpha);
    let _ = ctx.translate(x, y);
    let k = size / pieces::UNITS;
    let _ = ctx.scale(k, k);
    ctx.set_line_join("round");
    ctx.set_line_cap("round");
    for layer in pieces::layers(piece.role) {
        with_path(layer.path, |p| match layer.paint {
            Paint::Body => {
                ctx.set_fill_style_str(colors.body);
                ctx.fill_with_path_2d(p);
                ctx.set_stroke_style_str(colors.outline);
                ctx.set_line_width(layer.width);
                ctx.stroke_with_path(p);
            }
            Paint::Line => {
                ctx.set_stroke_style_str(colors.detail);
                ctx.set_line_width(layer.width);
                ctx.stroke_with_path(p);
            }
            Paint::Dot => {
                ctx.set_fill_style_str(colors.detail);
                ctx.fill_with_path_2d(p);
            }
        });
    }
    ctx.restore();
}
