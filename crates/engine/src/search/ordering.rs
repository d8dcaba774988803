//! Move ordering and the histories behind it: killers, counter moves, butterfly and
//! continuation histories, and their rewards when a quiet move cuts off.

use super::Searcher;
use crate::eval::SEE_VALUE;
use crate::heuristics::piece_to;
use crate::see::{captured, see};
use crate::tt::pack;
use rules::{Move, Position, Role};

impl Searcher<'_> {
    /// The continuation-history indices of the moves one and two plies before `ply`.
    #[inline]
    pub(super) fn cont_keys(&self, ply: usize) -> [Option<usize>; 2] {
        let at = |back: usize| {
            ply.checked_sub(back)
                .and_then(|p| self.frames.get(p))
                .and_then(|f| f.cont)
        };
        [at(1), at(2)]
    }

    /// History of a quiet move: butterfly plus continuation histories.
    #[inline]
    pub(super) fn quiet_history(&self, pos: &Position, m: Move, keys: [Option<usize>; 2]) -> i32 {
        let pt = piece_to(pos, m);
        self.heur.history(pos.turn(), m) + self.heur.cont(keys[0], pt) + self.heur.cont(keys[1], pt)
    }

    /// Adds `bonus` to all the histories of the quiet move `m`.
    pub(super) fn update_quiet_history(
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

    /// Ordering scores: TT move, good captures and queen promotions (MVV-LVA), killers, the
    /// counter move, quiet moves by history, losing captures, under-promotions.
    pub(super) fn score_moves(
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
                let mvv = SEE_VALUE[victim.index()] * 8 - SEE_VALUE[attacker.index()] / 16
                    + self.heur.capture(pos, m, victim) / 16;
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
    pub(super) fn pick(list: &mut [(Move, i32)], i: usize) -> Option<(Move, i32)> {
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

    /// A quiet move caused a cut-off: killer, counter move, history bonus.
    pub(super) fn reward_quiet(&mut self, pos: &Position, m: Move, depth: i32, ply: usize) {
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

    /// Move `m` (`quiet`, or else a capture or promotion) caused a cut-off: a quiet move is
    /// rewarded (and the quiet moves tried before it, of `tried`, get a history malus), a
    /// capture gets a capture-history bonus; the captures tried before it get a malus.
    pub(super) fn reward_cutoff(
        &mut self,
        pos: &Position,
        m: Move,
        quiet: bool,
        depth: i32,
        ply: usize,
        tried: &[Move],
    ) {
        let bonus = (depth * depth * 16).min(1600);
        if quiet {
            self.reward_quiet(pos, m, depth, ply);
        } else if let Some(victim) = captured(pos, m) {
            self.heur.update_capture(pos, m, victim, bonus);
        }
        let keys = self.cont_keys(ply);
        for &q in tried.iter() {
            if let Some(victim) = captured(pos, q) {
                self.heur.update_capture(pos, q, victim, -bonus);
            } else if quiet {
                self.update_quiet_history(pos, q, keys, -bonus);
            }
        }
    }
}
