//! Which `localStorage` keys a page uses: the saved game, and the lock that tells other tabs
//! the game is open here. Plain functions over facts the page reads (address, frame index).

use crate::address::{fingerprint, push_hex, Params};

/// The `localStorage` key of the full page's saved game.
pub const GAME_KEY: &str = "rokade.game";

/// How long a lock stays valid without being renewed (the owner renews it every 2 s).
pub const LOCK_FRESH_MS: f64 = 6000.0;

/// The saved game's key. An embedded board keeps its own game: per `id`, else per set of
/// parameters, and per position among the host page's frames (`frame_index`, 0 for the first
/// frame; two iframes pasted from one snippet have the same `src` and differ only there).
pub fn game_key(params: &Params, address_text: &str, frame_index: Option<u32>) -> String {
    if !params.embed {
        return GAME_KEY.to_string();
    }
    let mut key = String::from(GAME_KEY);
    key.push_str(".embed.");
    match &params.id {
        Some(id) => key.push_str(id),
        None => push_hex(&mut key, fingerprint(address_text)),
    }
    if let Some(i) = frame_index.filter(|&i| i > 0) {
        key.push('.');
        crate::text::push_u32(&mut key, i);
    }
    key
}

/// The key of the lock beside a saved game.
pub fn lock_key(game_key: &str) -> String {
    let mut k = String::from(game_key);
    k.push_str(".lock");
    k
}

/// The lock's text: the owning tab's id and when it was renewed.
pub fn lock_text(tab: &str, now: f64) -> String {
    let mut s = String::from(tab);
    s.push(' ');
    crate::text::push_u64(&mut s, now.max(0.0) as u64);
    s
}

/// `true` if another tab holds a fresh lock (`raw` is the lock's stored text).
pub fn held_elsewhere(raw: Option<&str>, me: &str, now: f64) -> bool {
    let Some((tab, at)) = raw.and_then(|r| r.split_once(' ')) else {
        return false;
    };
    let Some(at) = crate::text::parse_u64(at) else {
        return false;
    };
    let age = now - at as f64;
    tab != me && (-LOCK_FRESH_MS..LOCK_FRESH_MS).contains(&age)
}

/// How long after "Play here" a tab defends its lock: longer than the renewal interval, so a
/// renewal the previous owner wrote before it saw the takeover cannot take the game back.
pub const TAKEOVER_GRACE_MS: f64 = 3000.0;

/// What a tab that holds the game does when another tab writes the lock.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LockChange {
    /// Nothing: the lock is this tab's, released, or stale.
    Keep,
    /// Write this tab's lock again: it took the game over moments ago, and the other write is
    /// the previous owner's renewal, made before that tab saw the takeover (tabs see each
    /// other's `localStorage` writes late). That tab steps back when it sees the takeover.
    Reclaim,
    /// Step back: another tab has the game now.
    StepBack,
}

/// The answer of a tab that holds the game (`me`, which took it over at `took_over_at`, or
/// 0) to a new lock text `new` written by another tab.
pub fn lock_changed(new: Option<&str>, me: &str, now: f64, took_over_at: f64) -> LockChange {
    if !held_elsewhere(new, me, now) {
        LockChange::Keep
    } else if took_over_at > 0.0 && now - took_over_at < TAKEOVER_GRACE_MS {
        LockChange::Reclaim
    } else {
        LockChange::StepBack
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::address::Address;

    fn params(q: &str) -> Params {
        Params::from_address(&Address::read(q, ""))
    }

    #[test]
    fn embeds_with_the_same_src_differ_by_frame_position() {
        let p = params("embed=1&sp=12");
        let first = game_key(&p, "embed=1&sp=12", Some(0));
        let second = game_key(&p, "embed=1&sp=12", Some(1));
        assert_ne!(first, second);
        assert_eq!(first, game_key(&p, "embed=1&sp=12", None));
        assert!(first.starts_with("rokade.game.embed."));
        let with_id = params("embed=1&id=b7");
        assert_eq!(game_key(&with_id, "x", Some(0)), "rokade.game.embed.b7");
        assert_eq!(game_key(&with_id, "x", Some(2)), "rokade.game.embed.b7.2");
        assert_eq!(game_key(&params("sp=3"), "sp=3", Some(4)), GAME_KEY);
    }

    #[test]
    fn a_lock_is_held_by_another_fresh_tab_only() {
        let t0 = 1_800_000_000_000.0;
        let lock = lock_text("a1", t0);
        assert!(held_elsewhere(Some(&lock), "b2", t0 + 1000.0));
        assert!(
            !held_elsewhere(Some(&lock), "a1", t0 + 1000.0),
            "our own lock"
        );
        assert!(!held_elsewhere(Some(&lock), "b2", t0 + 7000.0), "stale");
        assert!(!held_elsewhere(None, "b2", t0));
        for bad in ["", "a1", "a1 x", "a1 -5"] {
            assert!(!held_elsewhere(Some(bad), "b2", t0), "{bad}");
        }
        assert_eq!(lock_key("rokade.game"), "rokade.game.lock");
    }

    #[test]
    fn a_lock_written_by_another_tab() {
        let other = lock_text("t2", 10_000.0);
        let change =
            |new: Option<&str>, took_over_at| lock_changed(new, "t1", 10_500.0, took_over_at);
        assert_eq!(change(Some(&other), 0.0), LockChange::StepBack);
        assert_eq!(
            change(Some(&lock_text("t1", 10_000.0)), 0.0),
            LockChange::Keep,
            "my own"
        );
        assert_eq!(change(None, 0.0), LockChange::Keep, "released");
        assert_eq!(
            change(Some(&lock_text("t2", 1_000.0)), 0.0),
            LockChange::Keep,
            "stale"
        );
        // Just after this tab's takeover, the previous owner's late renewal is answered.
        assert_eq!(change(Some(&other), 9_000.0), LockChange::Reclaim);
        assert_eq!(
            change(Some(&other), 10_500.0 - TAKEOVER_GRACE_MS),
            LockChange::StepBack,
            "the grace is over"
        );
    }
}
