//! What one search leaves the next: the histories and killers' companions that order quiet
//! moves, the late-move-reduction table, and the pawn structures already evaluated.

use crate::eval::PawnCache;
use rules::{Color, Move, Position, Role};

/// What one search leaves the next (cleared by a new game): move-ordering knowledge and the
/// pawn structures already evaluated.
pub(crate) struct Heuristics {
    /// Butterfly history: `[colour][from][to]`.
    pub(crate) history: Vec<i32>,
    /// The reply that refuted a move last time: `[from][to]` of that move.
    pub(crate) counter: Vec<u16>,
    /// Continuation history: `[piece][to]` of an earlier move (one or two plies back), then
    /// `[piece][to]` of the quiet move that follows it; pieces are `colour * 6 + role`.
    pub(crate) cont: Vec<i16>,
    /// Capture history: [`piece_to`] of a capture, then the captured role.
    pub(crate) capt: Vec<i16>,
    /// Late move reductions by depth and move number.
    pub(crate) lmr: Vec<u8>,
    /// Pawn structures already evaluated.
    pub(crate) pawns: PawnCache,
    /// Correction history: by side to move and pawn structure, how far searches found the
    /// static evaluation off, in 1/[`CORR_GRAIN`] centipawns.
    pub(crate) corr: Vec<i32>,
}

/// Entries of one side's correction history (a power of two).
const CORR_SIZE: usize = 1 << 14;
/// Fractions of a centipawn the correction history keeps.
const CORR_GRAIN: i32 = 256;
/// The largest correction, in centipawns.
const CORR_MAX: i32 = 64;

/// The correction-history slot of `pos`: side to move and a hash of each side's pawns.
#[inline]
fn corr_index(pos: &Position) -> usize {
    let board = pos.board();
    let pawns = board.by_role(Role::Pawn);
    let white = (pawns & board.by_color(Color::White)).0;
    let black = (pawns & board.by_color(Color::Black)).0;
    let hash =
        white.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ black.wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    pos.turn().index() * CORR_SIZE + ((hash >> 50) as usize & (CORR_SIZE - 1))
}

impl Heuristics {
    pub fn new() -> Heuristics {
        let mut lmr = vec![0u8; 64 * 64];
        for d in 1..64usize {
            for m in 1..64usize {
                let r = 0.6 + (d as f64).ln() * (m as f64).ln() / 2.3;
                if let Some(e) = lmr.get_mut(d * 64 + m) {
                    *e = r.clamp(0.0, 30.0) as u8;
                }
            }
        }
        Heuristics {
            history: vec![0; 2 * 64 * 64],
            counter: vec![0; 64 * 64],
            cont: vec![0; CONT_SIZE * CONT_SIZE],
            capt: vec![0; CONT_SIZE * 6],
            lmr,
            pawns: PawnCache::default(),
            corr: vec![0; 2 * CORR_SIZE],
        }
    }

    pub fn clear(&mut self) {
        self.history.fill(0);
        self.counter.fill(0);
        self.cont.fill(0);
        self.capt.fill(0);
        self.pawns.clear();
        self.corr.fill(0);
    }

    /// What the correction history adds to the static evaluation of `pos`, in centipawns.
    #[inline]
    pub(crate) fn correction(&self, pos: &Position) -> i32 {
        self.corr
            .get(corr_index(pos))
            .map_or(0, |&c| c / CORR_GRAIN)
    }

    /// A search of `pos` to `depth` found `diff` centipawns more than its static evaluation:
    /// the correction moves towards it, more for deeper searches.
    pub(crate) fn update_correction(&mut self, pos: &Position, diff: i32, depth: i32) {
        let weight = (depth + 1).min(16);
        let target = diff.clamp(-CORR_MAX, CORR_MAX) * CORR_GRAIN;
        if let Some(c) = self.corr.get_mut(corr_index(pos)) {
            *c = (*c * (256 - weight) + target * weight) / 256;
        }
    }

    /// Halves the history between searches so that old knowledge fades.
    pub fn age(&mut self) {
        for h in self.history.iter_mut() {
            *h /= 2;
        }
    }

    #[inline]
    pub(crate) fn hist_index(color: Color, m: Move) -> usize {
        color.index() * 4096 + m.from().index() * 64 + m.to().index()
    }

    #[inline]
    pub(crate) fn history(&self, color: Color, m: Move) -> i32 {
        self.history
            .get(Self::hist_index(color, m))
            .copied()
            .unwrap_or(0)
    }

    pub(crate) fn update_history(&mut self, color: Color, m: Move, bonus: i32) {
        if let Some(h) = self.history.get_mut(Self::hist_index(color, m)) {
            *h += bonus - *h * bonus.abs() / 16_384;
        }
    }

    #[inline]
    pub(crate) fn cont(&self, prev: Option<usize>, cur: usize) -> i32 {
        prev.and_then(|p| self.cont.get(p * CONT_SIZE + cur))
            .map_or(0, |&h| i32::from(h))
    }

    pub(crate) fn update_cont(&mut self, prev: Option<usize>, cur: usize, bonus: i32) {
        if let Some(h) = prev.and_then(|p| self.cont.get_mut(p * CONT_SIZE + cur)) {
            gravity(h, bonus);
        }
    }

    /// The capture history of `m` in `pos`, a capture of `victim`.
    #[inline]
    pub(crate) fn capture(&self, pos: &Position, m: Move, victim: Role) -> i32 {
        self.capt
            .get(capt_index(pos, m, victim))
            .map_or(0, |&h| i32::from(h))
    }

    /// Adds `bonus` to the capture history of `m` in `pos`, a capture of `victim`.
    pub(crate) fn update_capture(&mut self, pos: &Position, m: Move, victim: Role, bonus: i32) {
        if let Some(h) = self.capt.get_mut(capt_index(pos, m, victim)) {
            gravity(h, bonus);
        }
    }

    #[inline]
    pub(crate) fn lmr(&self, depth: i32, moves: usize) -> i32 {
        let d = depth.clamp(0, 63) as usize;
        let m = moves.min(63);
        i32::from(self.lmr.get(d * 64 + m).copied().unwrap_or(0))
    }
}

/// Entries of one side of the continuation history: 12 pieces by 64 target squares.
pub(crate) const CONT_SIZE: usize = 12 * 64;

/// The capture-history index of `m` in `pos`, a capture of `victim`.
#[inline]
fn capt_index(pos: &Position, m: Move, victim: Role) -> usize {
    piece_to(pos, m) * 6 + victim.index()
}

/// Adds `bonus` to a 16-bit history entry, less the more the entry already holds in its
/// direction, so that it stays within ±16 384.
#[inline]
fn gravity(h: &mut i16, bonus: i32) {
    let v = i32::from(*h);
    *h = (v + bonus - v * bonus.abs() / 16_384) as i16;
}

/// The continuation-history index of `m` in `pos` (before it is played): piece and target.
#[inline]
pub(crate) fn piece_to(pos: &Position, m: Move) -> usize {
    let role = pos.board().role_at(m.from()).unwrap_or(Role::King);
    (pos.turn().index() * 6 + role.index()) * 64 + m.to().index()
}
