//! The quiescence search: captures (and queen promotions) until the position is quiet, with
//! stand-pat, delta and exchange pruning; every move when in check.

use super::{score_from_tt, score_to_tt, settles, static_eval, Searcher, MATE, MAX_PLY};
use crate::eval::SEE_VALUE;
use crate::see::{captured, see};
use crate::tt::Bound;
use rules::{Move, Position, Role};

impl Searcher<'_> {
    /// A quiescence search of `pos` from the root (for the tuner's choice of quiet positions).
    #[cfg(feature = "tune")]
    pub fn quiescence(&mut self, pos: &Position, alpha: i32, beta: i32) -> i32 {
        self.qsearch(pos, alpha, beta, 0)
    }

    pub(super) fn qsearch(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.enter(ply) {
            return 0;
        }
        let in_check = pos.is_check();
        if ply >= MAX_PLY - 1 {
            return self.at_max_ply(pos, in_check);
        }
        let pv_node = beta - alpha > 1;
        let key = pos.repetition_key();
        let hit = self.tt.probe(key);
        if let Some(h) = hit {
            let s = score_from_tt(h.score, ply);
            if !pv_node && settles(h.bound, s, alpha, beta) {
                return s;
            }
        }
        let raw = static_eval(pos, hit, in_check, &mut self.heur.pawns);
        let stand = self.corrected(pos, raw, in_check);
        let mut best = stand;
        if !in_check {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
        }
        let mut list = match self.buffers.get_mut(ply) {
            Some(b) => std::mem::take(b),
            None => Vec::new(),
        };
        list.clear();
        let them = pos.board().by_color(!pos.turn());
        let mut keep = |m: Move| {
            // Captures, and of the promotions that capture nothing only the queen's.
            let wanted = in_check
                || match m {
                    Move::Normal { to, promotion, .. } => {
                        them.contains(to) || promotion.is_none_or(|r| r == Role::Queen)
                    }
                    _ => true,
                };
            if wanted {
                list.push((m, 0));
            }
            true
        };
        if in_check {
            pos.for_each_legal_move_dyn(&mut keep);
        } else {
            pos.for_each_legal_capture(&mut keep);
        }
        if in_check && list.is_empty() {
            if let Some(b) = self.buffers.get_mut(ply) {
                *b = list;
            }
            return -MATE + ply as i32;
        }
        for (m, s) in list.iter_mut() {
            let victim = captured(pos, *m).map_or(0, |r| SEE_VALUE[r.index()]);
            let attacker = pos.board().role_at(m.from()).unwrap_or(Role::Pawn);
            let promo = if m.promotion().is_some() { 800 } else { 0 };
            *s = victim * 8 + promo * 8 - SEE_VALUE[attacker.index()] / 16;
        }
        let mut best_move = None;
        for i in 0..list.len() {
            let Some((m, _)) = Self::pick(&mut list, i) else {
                break;
            };
            if !in_check {
                let gain = captured(pos, m).map_or(0, |r| SEE_VALUE[r.index()])
                    + if m.promotion().is_some() { 850 } else { 0 };
                if stand + gain + 200 <= alpha {
                    best = best.max(stand + gain);
                    continue;
                }
                if see(pos, m) < 0 {
                    continue;
                }
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            let score = -self.qsearch(&child, -beta, -alpha, ply + 1);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(m);
                    if score >= beta {
                        break;
                    }
                    alpha = score;
                }
            }
        }
        if let Some(b) = self.buffers.get_mut(ply) {
            *b = list;
        }
        if self.stopped {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best_move.is_some() && pv_node {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, best_move, score_to_tt(best, ply), raw, 0, bound);
        best
    }
}
