//! The computer opponent's Web Worker: reads a [`SearchRequest`], searches with the engine,
//! posts [`FromWorker`] messages back. The page starts the worker only when a game against
//! the computer needs it (`engine/worker.js` loads this module), so the normal page pays
//! nothing for it. The search runs to its time or node budget; to stop early the page ends
//! the worker.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use engine::{Engine, Limits};
use protocol::{Answer, FromWorker, Progress, SearchRequest};
use rules::game::Game;
use wasm_bindgen::prelude::*;

// The search needs the magic tables. The page's wasm is built with rules/small-attacks
// (scripts/build.mjs, MODULES); the worker must never share that build (cargo unifies features
// per build).
#[cfg(target_arch = "wasm32")]
const _: () = assert!(
    !rules::attacks::SMALL_ATTACKS,
    "the engine worker needs rules' magic tables: build it on its own (scripts/build.mjs, MODULES), without rules/small-attacks"
);

/// The wasm's allocator: talc, much smaller than the default dlmalloc (native builds keep the
/// system allocator). A worker is single-threaded wasm.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Hash table size of the engine in the browser (MB).
pub const HASH_MB: usize = 16;

thread_local! {
    static ENGINE: std::cell::RefCell<Option<Engine>> = const { std::cell::RefCell::new(None) };
}

/// The position a request describes: its start FEN and the UCI moves since.
pub fn position_of(req: &SearchRequest) -> Result<Game, String> {
    // Plain reasons: the rules' error texts would add their formatting code to the worker.
    let start =
        rules::fen::parse_position(&req.start_fen).map_err(|_| "bad start FEN".to_string())?;
    let mut game = Game::new(start);
    for uci in &req.moves {
        let bad = || ["illegal move ", uci].concat();
        let m = rules::uci::parse_uci(game.position(), uci).map_err(|_| bad())?;
        game.play(m).map_err(|_| bad())?;
    }
    Ok(game)
}

/// The engine's limits for a request: the clocks when there are any, else the move time.
pub fn limits_of(req: &SearchRequest) -> Limits {
    let mut limits = Limits {
        move_overhead: 50,
        ..Limits::default()
    };
    match &req.clock {
        Some(c) => {
            limits.wtime = Some(c.wtime);
            limits.btime = Some(c.btime);
            limits.winc = Some(c.winc);
            limits.binc = Some(c.binc);
        }
        None => limits.movetime = Some(req.movetime_ms.unwrap_or(1000)),
    }
    limits
}

/// Answers one request; `now` is a millisecond clock, `post` sends a message to the page.
pub fn answer(req: &SearchRequest, now: &dyn Fn() -> f64, post: &mut dyn FnMut(FromWorker)) {
    let game = match position_of(req) {
        Ok(g) => g,
        Err(reason) => {
            post(FromWorker::Failed { id: req.id, reason });
            return;
        }
    };
    // Repetition keys of the positions before the current one (the search knows draws).
    let mut history: Vec<u64> = vec![game.start().repetition_key()];
    for ply in 1..game.ply() {
        if let Some(p) = game.position_at(ply) {
            history.push(p.repetition_key());
        }
    }
    let limits = limits_of(req);
    let result = ENGINE.with(|cell| {
        let mut slot = cell.borrow_mut();
        let engine = slot.get_or_insert_with(|| Engine::new(HASH_MB));
        engine.set_level(req.level.clamp(1, 8));
        engine.set_seed(req.seed);
        let id = req.id;
        let mut progress = |info: &engine::Info| {
            post(FromWorker::Progress(Progress {
                id,
                depth: info.depth,
                nodes: info.nodes,
            }));
        };
        engine.search(
            game.position(),
            &history,
            &limits,
            now,
            &|| false,
            &mut progress,
        )
    });
    post(FromWorker::Answer(Answer {
        id: req.id,
        best: result.best_move.map(|m| m.to_string()),
        depth: result.depth,
        nodes: result.nodes,
    }));
}

/// Called by `worker.js` for every message from the page.
#[wasm_bindgen]
pub fn handle(message: JsValue) {
    let global: JsValue = js_sys::global().into();
    let post_to_page = |msg: FromWorker| {
        if let Ok(value) = serde_wasm_bindgen::to_value(&msg) {
            let post = js_sys::Reflect::get(&global, &JsValue::from_str("postMessage"));
            if let Ok(f) = post.and_then(|f| f.dyn_into::<js_sys::Function>()) {
                let _ = f.call1(&global, &value);
            }
        }
    };
    let mut post = post_to_page;
    let req: SearchRequest = match serde_wasm_bindgen::from_value(message) {
        Ok(r) => r,
        Err(_) => {
            post(FromWorker::Failed {
                id: 0,
                reason: "not a search request".to_string(),
            });
            return;
        }
    };
    let perf = js_sys::Reflect::get(&global, &JsValue::from_str("performance")).ok();
    let now = move || -> f64 {
        perf.as_ref()
            .and_then(|p| {
                let f = js_sys::Reflect::get(p, &JsValue::from_str("now")).ok()?;
                f.dyn_into::<js_sys::Function>()
                    .ok()?
                    .call0(p)
                    .ok()?
                    .as_f64()
            })
            .unwrap_or_else(js_sys::Date::now)
    };
    answer(&req, &now, &mut post);
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::ClockTimes;

    fn request(moves: &[&str]) -> SearchRequest {
        SearchRequest {
            id: 9,
            start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            level: 1,
            clock: None,
            movetime_ms: Some(50),
            seed: 1,
        }
    }

    #[test]
    fn answers_with_a_legal_move_and_reports_progress() {
        let t0 = std::time::Instant::now();
        let now = move || t0.elapsed().as_secs_f64() * 1000.0;
        let mut got = Vec::new();
        answer(&request(&["e2e4", "e7e5"]), &now, &mut |m| got.push(m));
        let Some(FromWorker::Answer(a)) = got.last().cloned() else {
            panic!("no answer: {got:?}");
        };
        assert_eq!(a.id, 9);
        let game = position_of(&request(&["e2e4", "e7e5"])).unwrap();
        let best = a.best.expect("a move");
        assert!(
            rules::uci::parse_uci(game.position(), &best).is_ok(),
            "{best}"
        );
        assert!(got
            .iter()
            .any(|m| matches!(m, FromWorker::Progress(p) if p.id == 9)));
    }

    #[test]
    fn a_bad_request_fails_with_its_id() {
        let mut got = Vec::new();
        let mut bad = request(&["e2e5"]);
        bad.id = 4;
        answer(&bad, &|| 0.0, &mut |m| got.push(m));
        assert!(matches!(got.as_slice(), [FromWorker::Failed { id: 4, .. }]));
    }

    #[test]
    fn clocks_become_engine_limits() {
        let mut r = request(&[]);
        r.clock = Some(ClockTimes {
            wtime: 60_000,
            btime: 50_000,
            winc: 1_000,
            binc: 1_000,
        });
        let l = limits_of(&r);
        assert_eq!(
            (l.wtime, l.btime, l.winc, l.movetime),
            (Some(60_000), Some(50_000), Some(1_000), None)
        );
        assert_eq!(limits_of(&request(&[])).movetime, Some(50));
    }
}
