//! Principal variation search with iterative deepening, aspiration windows, a transposition
//! table, null-move pruning, late move reductions, futility pruning and quiescence search;
//! quiet moves are ordered by butterfly and continuation (one and two plies back) histories.

mod quiescence;

use crate::eval::{evaluate_cached, has_non_pawn_material, PawnCache, SEE_VALUE};
use crate::heuristics::{piece_to, Heuristics};
use crate::see::{captured, see};
use crate::tt::{pack, Bound, Hit, Tt};
use rules::{Move, Position, Role};

/// Deepest ply the search reaches (iterations, extensions and quiescence included).
pub(crate) const MAX_PLY: usize = 100;
/// Larger than any score.
pub(crate) const INF: i32 = 32_500;
/// Score of being mated now; mate in `n` plies is `MATE - n`.
pub(crate) const MATE: i32 = 32_000;
/// Scores beyond this are mates.
pub(crate) const MATE_BOUND: i32 = MATE - 2 * MAX_PLY as i32;

/// A root move with its score in the last iteration.
#[derive(Clone, Debug)]
pub(crate) struct RootMove {
    pub mv: Move,
    pub score: i32,
    pub pv: Vec<Move>,
}

#[derive(Copy, Clone)]
struct Frame {
    eval: i32,
    mv: Option<Move>,
    /// [`piece_to`] of `mv`.
    cont: Option<usize>,
    null: bool,
    killers: [Option<Move>; 2],
}

/// One search: the tree walk and its bookkeeping.
pub(crate) struct Searcher<'a> {
    pub tt: &'a mut Tt,
    pub heur: &'a mut Heuristics,
    /// Repetition keys of the game before the root, then of the path to the current node.
    keys: Vec<u64>,
    /// Index in `keys` of the first position after the last null move.
    null_floor: usize,
    frames: Vec<Frame>,
    pv: Vec<Vec<Move>>,
    buffers: Vec<Vec<(Move, i32)>>,
    quiets: Vec<Vec<Move>>,
    pub nodes: u64,
    pub seldepth: usize,
    pub stopped: bool,
    /// Limits may stop the search only once depth 1 is done.
    pub can_stop: bool,
    clock: &'a dyn Fn() -> f64,
    stop: &'a dyn Fn() -> bool,
    start: f64,
    hard_ms: f64,
    node_limit: u64,
}

#[inline]
fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

#[inline]
fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// Whether a stored score `s` of kind `bound` settles the window (`alpha`, `beta`): exact, or a
/// bound that already lies outside it.
#[inline]
fn settles(bound: Bound, s: i32, alpha: i32, beta: i32) -> bool {
    match bound {
        Bound::Exact => true,
        Bound::Lower => s >= beta,
        Bound::Upper => s <= alpha,
    }
}

/// The static evaluation of `pos`: the table's when it stored one, `-INF` in check.
#[inline]
fn static_eval(pos: &Position, hit: Option<Hit>, in_check: bool, pawns: &mut PawnCache) -> i32 {
    if in_check {
        return -INF;
    }
    match hit {
        Some(h) if h.eval.abs() < MATE_BOUND => h.eval,
        _ => evaluate_cached(pos, pawns),
    }
}

impl<'a> Searcher<'a> {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        tt: &'a mut Tt,
        heur: &'a mut Heuristics,
        history: &[u64],
        clock: &'a dyn Fn() -> f64,
        stop: &'a dyn Fn() -> bool,
        start: f64,
        hard_ms: f64,
        node_limit: u64,
    ) -> Searcher<'a> {
        // Only the last 100 positions can matter for repetitions (50-move rule).
        let skip = history.len().saturating_sub(102);
        let mut keys = Vec::with_capacity(MAX_PLY + 110);
        keys.extend_from_slice(history.get(skip..).unwrap_or(&[]));
        Searcher {
            tt,
            heur,
            keys,
            null_floor: 0,
            frames: vec![
                Frame {
                    eval: -INF,
                    mv: None,
                    cont: None,
                    null: false,
                    killers: [None; 2],
                };
                MAX_PLY + 2
            ],
            pv: vec![Vec::new(); MAX_PLY + 2],
            buffers: vec![Vec::new(); MAX_PLY + 2],
            quiets: vec![Vec::new(); MAX_PLY + 2],
            nodes: 0,
            seldepth: 0,
            stopped: false,
            can_stop: false,
            clock,
            stop,
            start,
            hard_ms,
            node_limit,
        }
    }

    /// Counts a node at `ply` and clears its line; `true` when the search must stop.
    #[inline]
    fn enter(&mut self, ply: usize) -> bool {
        if let Some(p) = self.pv.get_mut(ply) {
            p.clear();
        }
        self.nodes += 1;
        if self.check_stop() {
            return true;
        }
        self.seldepth = self.seldepth.max(ply);
        false
    }

    /// The score of a node as deep as the search goes: the evaluation, or 0 in check.
    fn at_max_ply(&mut self, pos: &Position, in_check: bool) -> i32 {
        if in_check {
            0
        } else {
            evaluate_cached(pos, &mut self.heur.pawns)
        }
    }

    /// Milliseconds since the search started.
    pub fn elapsed(&self) -> f64 {
        (self.clock)() - self.start
    }

    #[inline]
    fn check_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.can_stop {
            self.stopped = self.nodes >= self.node_limit
                || (self.nodes & 1023 == 0 && (self.elapsed() >= self.hard_ms || (self.stop)()));
        }
        self.stopped
    }

    fn is_repetition(&self, key: u64, halfmoves: u32) -> bool {
        let n = self.keys.len();
        let reach = (halfmoves as usize).min(n.saturating_sub(self.null_floor));
        let mut back = 4;
        while back <= reach {
            if self.keys.get(n - back) == Some(&key) {
                return true;
            }
            back += 2;
        }
        false
    }

    /// Records the move made at `ply` (`None`: a null move).
    #[inline]
    fn set_move(&mut self, ply: usize, pos: &Position, m: Option<Move>) {
        if let Some(f) = self.frames.get_mut(ply) {
            f.mv = m;
            f.null = m.is_none();
            f.cont = m.map(|m| piece_to(pos, m));
        }
    }

    /// The continuation-history indices of the moves one and two plies before `ply`.
    #[inline]
    fn cont_keys(&self, ply: usize) -> [Option<usize>; 2] {
        let at = |back: usize| {
            ply.checked_sub(back)
                .and_then(|p| self.frames.get(p))
                .and_then(|f| f.cont)
        };
        [at(1), at(2)]
    }

    /// History of a quiet move: butterfly plus continuation histories.
    #[inline]
    fn quiet_history(&self, pos: &Position, m: Move, keys: [Option<usize>; 2]) -> i32 {
        let pt = piece_to(pos, m);
        self.heur.history(pos.turn(), m) + self.heur.cont(keys[0], pt) + self.heur.cont(keys[1], pt)
    }

    /// Adds `bonus` to all the histories of the quiet move `m`.
    fn update_quiet_history(
        &mut self,
        pos: &Position,
        m: Move,
        keys: [Option<usize>; 2],
        bonus: i32,
    ) {
        let pt = piece_to(pos, m);
        self.heur.update_history(pos.turn(), m, bonus);
        self.heur.update_cont(keys[0], pt, bonus);
        self.heur.update_cont(keys[1], pt, bonus);
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        if let (Some(dst), Some(src)) = (head.get_mut(ply), tail.first()) {
            dst.clear();
            dst.push(m);
            dst.extend_from_slice(src);
        }
    }

    /// Ordering scores: TT move, good captures and queen promotions (MVV-LVA), killers, the
    /// counter move, quiet moves by history, losing captures, under-promotions.
    fn score_moves(
        &self,
        pos: &Position,
        list: &mut [(Move, i32)],
        tt_move: Option<Move>,
        ply: usize,
    ) {
        let frame = self.frames.get(ply).copied();
        let killers = frame.map_or([None; 2], |f| f.killers);
        let counter = ply
            .checked_sub(1)
            .and_then(|p| self.frames.get(p))
            .and_then(|f| f.mv)
            .and_then(|prev| {
                self.heur
                    .counter
                    .get(prev.from().index() * 64 + prev.to().index())
                    .copied()
            })
            .and_then(crate::tt::unpack);
        let keys = self.cont_keys(ply);
        for (m, s) in list.iter_mut() {
            let m = *m;
            *s = if Some(m) == tt_move {
                4_000_000
            } else if let Some(p) = m.promotion().filter(|&p| p != Role::Queen) {
                -2_000_000 + SEE_VALUE[p.index()]
            } else if let Some(victim) = captured(pos, m) {
                let attacker = pos.board().role_at(m.from()).unwrap_or(Role::Pawn);
                let mvv = SEE_VALUE[victim.index()] * 8 - SEE_VALUE[attacker.index()] / 16;
                if see(pos, m) >= 0 {
                    2_000_000 + mvv
                } else {
                    -1_000_000 + mvv
                }
            } else if m.promotion().is_some() {
                2_000_000 + SEE_VALUE[Role::Queen.index()] * 8
            } else if Some(m) == killers[0] {
                1_500_000
            } else if Some(m) == killers[1] {
                1_400_000
            } else if Some(m) == counter {
                1_300_000
            } else {
                self.quiet_history(pos, m, keys)
            };
        }
    }

    /// The best remaining move of `list[i..]`, swapped into place `i`.
    #[inline]
    fn pick(list: &mut [(Move, i32)], i: usize) -> Option<(Move, i32)> {
        let mut best = i;
        let mut best_score = list.get(i)?.1;
        for (j, &(_, s)) in list.iter().enumerate().skip(i + 1) {
            if s > best_score {
                best = j;
                best_score = s;
            }
        }
        list.swap(i, best);
        list.get(i).copied()
    }

    /// Searches every root move (PVS) and records their scores. With `margin`, every move is
    /// searched with a window down to `margin` below the best so far (weakened levels need
    /// the scores of the good alternatives, not only the best move).
    pub fn root(
        &mut self,
        pos: &Position,
        moves: &mut [RootMove],
        depth: i32,
        mut alpha: i32,
        beta: i32,
        margin: Option<i32>,
    ) -> (i32, Option<usize>) {
        self.nodes += 1;
        let key = pos.repetition_key();
        let mut best = -INF;
        let mut best_index = None;
        for rm in moves.iter_mut() {
            rm.score = -INF;
        }
        for i in 0..moves.len() {
            let Some(m) = moves.get(i).map(|rm| rm.mv) else {
                break;
            };
            let mut child = pos.clone();
            child.play_unchecked(m);
            let new_depth = depth - 1 + i32::from(child.is_check());
            self.set_move(0, pos, Some(m));
            self.keys.push(key);
            let floor = match margin {
                Some(w) if best > -INF => (best - w).max(alpha),
                _ => alpha,
            };
            let score = if i == 0 || margin.is_some() {
                -self.negamax(&child, new_depth, -beta, -floor, 1, false)
            } else {
                let mut s = -self.negamax(&child, new_depth, -floor - 1, -floor, 1, true);
                if s > floor && s < beta && !self.stopped {
                    s = -self.negamax(&child, new_depth, -beta, -floor, 1, false);
                }
                s
            };
            self.keys.pop();
            if self.stopped {
                break;
            }
            if score > floor {
                if let Some(rm) = moves.get_mut(i) {
                    rm.score = score;
                    rm.pv.clear();
                    rm.pv.push(m);
                    if let Some(rest) = self.pv.get(1) {
                        rm.pv.extend_from_slice(rest);
                    }
                }
            }
            if margin.is_some() {
                if score > best {
                    best_index = Some(i);
                }
            } else if score > alpha {
                alpha = score;
                best_index = Some(i);
                if score >= beta {
                    best = best.max(score);
                    break;
                }
            }
            best = best.max(score);
        }
        (best, best_index)
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        cut_node: bool,
    ) -> i32 {
        if depth <= 0 {
            return self.qsearch(pos, alpha, beta, ply);
        }
        let mut list = match self.buffers.get_mut(ply) {
            Some(b) => std::mem::take(b),
            None => Vec::new(),
        };
        let mut quiets = match self.quiets.get_mut(ply) {
            Some(b) => std::mem::take(b),
            None => Vec::new(),
        };
        list.clear();
        quiets.clear();
        let score = self.negamax_body(
            pos,
            depth,
            alpha,
            beta,
            ply,
            cut_node,
            &mut list,
            &mut quiets,
        );
        if let Some(b) = self.buffers.get_mut(ply) {
            *b = list;
        }
        if let Some(b) = self.quiets.get_mut(ply) {
            *b = quiets;
        }
        score
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax_body(
        &mut self,
        pos: &Position,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        cut_node: bool,
        list: &mut Vec<(Move, i32)>,
        quiets: &mut Vec<Move>,
    ) -> i32 {
        let pv_node = beta - alpha > 1;
        if self.enter(ply) {
            return 0;
        }
        let in_check = pos.is_check();
        let key = pos.repetition_key();
        if ply > 0 {
            if self.is_repetition(key, pos.halfmoves()) {
                return 0;
            }
            if pos.halfmoves() >= 100 && (!in_check || pos.has_legal_moves()) {
                return 0;
            }
            if ply >= MAX_PLY - 1 {
                return self.at_max_ply(pos, in_check);
            }
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }

        let hit = self.tt.probe(key);
        let tt_move = hit.and_then(|h| h.mv);
        if let Some(h) = hit {
            let s = score_from_tt(h.score, ply);
            if !pv_node
                && h.depth >= depth
                && pos.halfmoves() < 90
                && settles(h.bound, s, alpha, beta)
            {
                if s >= beta {
                    if let Some(m) = tt_move.filter(|&m| captured(pos, m).is_none()) {
                        self.reward_quiet(pos, m, depth, ply);
                    }
                }
                return s;
            }
        }

        let raw_eval = static_eval(pos, hit, in_check, &mut self.heur.pawns);
        let mut eval = raw_eval;
        if let Some(h) = hit.filter(|_| !in_check) {
            let s = score_from_tt(h.score, ply);
            // A stored score better than the evaluation in the bound's direction replaces it.
            if s.abs() < MATE_BOUND && settles(h.bound, s, eval - 1, eval + 1) {
                eval = s;
            }
        }
        if let Some(f) = self.frames.get_mut(ply) {
            f.eval = raw_eval;
        }
        if let Some(f) = self.frames.get_mut(ply + 1) {
            f.killers = [None; 2];
        }
        let improving = !in_check
            && ply >= 2
            && self
                .frames
                .get(ply - 2)
                .is_some_and(|f| f.eval == -INF || raw_eval > f.eval);
        let parent_null = ply
            .checked_sub(1)
            .and_then(|p| self.frames.get(p))
            .is_some_and(|f| f.null);

        if !pv_node && !in_check && ply > 0 {
            // Reverse futility pruning: far above beta with little depth left.
            if depth <= 8
                && eval.abs() < MATE_BOUND
                && eval - 75 * depth + if improving { 40 } else { 0 } >= beta
            {
                return eval;
            }
            // Razoring: far below alpha, check that captures cannot save it.
            if depth <= 3 && eval + 220 + 160 * depth <= alpha {
                let s = self.qsearch(pos, alpha, alpha + 1, ply);
                if s <= alpha {
                    return s;
                }
            }
            // Null move.
            if depth >= 3
                && eval >= beta
                && !parent_null
                && beta.abs() < MATE_BOUND
                && has_non_pawn_material(pos.board(), pos.turn())
            {
                let r = 3 + depth / 3 + ((eval - beta) / 200).min(3);
                let mut child = pos.clone();
                if child.play_null() {
                    self.set_move(ply, pos, None);
                    self.keys.push(key);
                    let floor = self.null_floor;
                    self.null_floor = self.keys.len();
                    let s =
                        -self.negamax(&child, depth - 1 - r, -beta, -beta + 1, ply + 1, !cut_node);
                    self.null_floor = floor;
                    self.keys.pop();
                    if let Some(f) = self.frames.get_mut(ply) {
                        f.null = false;
                    }
                    if self.stopped {
                        return 0;
                    }
                    if s >= beta {
                        return if s >= MATE_BOUND { beta } else { s };
                    }
                }
            }
        }

        // Internal iterative reduction: no move from the table, so search less deeply.
        if tt_move.is_none() && depth >= 4 && (pv_node || cut_node) {
            depth -= 1;
        }

        pos.for_each_legal_move(|m| {
            list.push((m, 0));
            true
        });
        if list.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        self.score_moves(pos, list, tt_move, ply);

        // ProbCut: a good capture that beats beta by a margin in a reduced search almost
        // certainly cuts at full depth too.
        if !pv_node && !in_check && ply > 0 && depth >= 5 && beta.abs() < MATE_BOUND {
            let rbeta = beta + 180;
            let table_says_no = hit.is_some_and(|h| {
                h.depth >= depth - 3
                    && h.bound != Bound::Lower
                    && score_from_tt(h.score, ply) < rbeta
            });
            if !table_says_no {
                for i in 0..list.len() {
                    let Some(&(m, order)) = list.get(i) else {
                        break;
                    };
                    if order < 2_000_000 || see(pos, m) < rbeta - eval {
                        continue;
                    }
                    let mut child = pos.clone();
                    child.play_unchecked(m);
                    self.set_move(ply, pos, Some(m));
                    self.keys.push(key);
                    let mut s = -self.qsearch(&child, -rbeta, -rbeta + 1, ply + 1);
                    if s >= rbeta {
                        s = -self.negamax(
                            &child,
                            depth - 4,
                            -rbeta,
                            -rbeta + 1,
                            ply + 1,
                            !cut_node,
                        );
                    }
                    self.keys.pop();
                    if self.stopped {
                        return 0;
                    }
                    if s >= rbeta {
                        self.tt.store(
                            key,
                            Some(m),
                            score_to_tt(s, ply),
                            raw_eval,
                            depth - 3,
                            Bound::Lower,
                        );
                        return s;
                    }
                }
            }
        }

        let us = pos.turn();
        let killers = self.frames.get(ply).map_or([None; 2], |f| f.killers);
        let non_pawn = has_non_pawn_material(pos.board(), us);
        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        let mut searched = 0usize;
        let mut quiets_searched = 0i32;
        let lmp_limit = (3 + depth * depth) / if improving { 1 } else { 2 };
        for i in 0..list.len() {
            let Some((m, order)) = Self::pick(list, i) else {
                break;
            };
            let is_capture = captured(pos, m).is_some();
            let quiet = !is_capture && m.promotion().is_none();
            let is_killer = killers.contains(&Some(m));

            let prunable = ply > 0 && best > -MATE_BOUND && non_pawn && !in_check;
            // Asked without playing the move: most pruned moves are never played.
            let gives_check = pos.gives_check(m);
            if prunable && depth <= 8 {
                if quiet && !gives_check {
                    // Late move pruning: enough quiet moves tried at low depth.
                    if !is_killer && depth <= 7 && quiets_searched >= lmp_limit {
                        continue;
                    }
                    // History and futility pruning.
                    if !is_killer && depth <= 3 && order < -4000 * depth {
                        continue;
                    }
                    if eval + 90 + 85 * depth <= alpha {
                        continue;
                    }
                }
                // Moves that lose material by exchange; checks get more rope.
                if depth <= 6 && (quiet || order < 0 || gives_check) {
                    let threshold = if gives_check {
                        -160 * depth
                    } else if quiet {
                        -50 * depth
                    } else {
                        -100 * depth
                    };
                    if see(pos, m) < threshold {
                        continue;
                    }
                }
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            let extension = i32::from(gives_check && ply < 2 * MAX_PLY / 3);
            let new_depth = depth - 1 + extension;
            self.set_move(ply, pos, Some(m));
            self.keys.push(key);
            let score = if searched == 0 {
                -self.negamax(
                    &child,
                    new_depth,
                    -beta,
                    -alpha,
                    ply + 1,
                    !pv_node && !cut_node,
                )
            } else {
                let mut r = 0;
                if depth >= 3 && searched > 2 * usize::from(pv_node) && (quiet || order < 0) {
                    r = self.heur.lmr(depth, searched);
                    if pv_node {
                        r -= 1;
                    }
                    if !improving {
                        r += 1;
                    }
                    if cut_node {
                        r += 1;
                    }
                    if is_killer || order >= 1_300_000 {
                        r -= 1;
                    }
                    if gives_check {
                        r -= 1;
                    }
                    if quiet {
                        r -= (order / 8000).clamp(-2, 2);
                    }
                    r = r.clamp(0, (new_depth - 1).max(0));
                }
                let mut s = -self.negamax(&child, new_depth - r, -alpha - 1, -alpha, ply + 1, true);
                if s > alpha && r > 0 && !self.stopped {
                    s = -self.negamax(&child, new_depth, -alpha - 1, -alpha, ply + 1, !cut_node);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, false);
                }
                s
            };
            self.keys.pop();
            if self.stopped {
                return 0;
            }
            searched += 1;
            if quiet {
                quiets_searched += 1;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(m);
                    if pv_node {
                        self.update_pv(ply, m);
                    }
                    if score >= beta {
                        if quiet {
                            self.reward_quiet(pos, m, depth, ply);
                            let malus = -(depth * depth * 16).min(1600);
                            let keys = self.cont_keys(ply);
                            for &q in quiets.iter() {
                                self.update_quiet_history(pos, q, keys, malus);
                            }
                        }
                        break;
                    }
                    alpha = score;
                }
            }
            if quiet {
                quiets.push(m);
            }
        }
        if searched == 0 {
            // Everything was pruned: the static score is as good a guess as any.
            return if in_check {
                -MATE + ply as i32
            } else {
                alpha.min(eval)
            };
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(
            key,
            best_move,
            score_to_tt(best, ply),
            raw_eval,
            depth,
            bound,
        );
        best
    }

    /// A quiet move caused a cut-off: killer, counter move, history bonus.
    fn reward_quiet(&mut self, pos: &Position, m: Move, depth: i32, ply: usize) {
        if let Some(f) = self.frames.get_mut(ply) {
            if f.killers[0] != Some(m) {
                f.killers[1] = f.killers[0];
                f.killers[0] = Some(m);
            }
        }
        let keys = self.cont_keys(ply);
        self.update_quiet_history(pos, m, keys, (depth * depth * 16).min(1600));
        if let Some(prev) = ply
            .checked_sub(1)
            .and_then(|p| self.frames.get(p))
            .and_then(|f| f.mv)
        {
            if let Some(c) = self
                .heur
                .counter
                .get_mut(prev.from().index() * 64 + prev.to().index())
            {
                *c = pack(m);
            }
        }
    }
}
