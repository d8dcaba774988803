//! Small text helpers that avoid `format!` (each use of the formatting machinery costs page
//! weight): numbers written by hand.

/// Appends `n` in decimal.
pub fn push_u32(out: &mut String, n: u32) {
    push_u64(out, u64::from(n));
}

/// Appends `n` in decimal.
pub fn push_u64(out: &mut String, n: u64) {
    rules::fen::push_decimal(out, n);
}

/// Appends `n` in decimal with at least two digits (`7` -> `07`).
pub fn push_2(out: &mut String, n: u64) {
    if n < 10 {
        out.push('0');
    }
    push_u64(out, n);
}

/// The strings one after another, `sep` between them (by hand: each `join`/`concat`
/// instance would add its own copy of a generic routine to the wasm).
pub fn join(parts: &[&str], sep: &str) -> String {
    let mut out = String::new();
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        out.push_str(p);
    }
    out
}

/// A decimal number: ASCII digits only, optionally after a `+`, at most `u64::MAX` (one
/// hand-written reader instead of one `str::parse` per integer type in the wasm).
pub fn parse_u64(s: &str) -> Option<u64> {
    let digits = s.strip_prefix('+').unwrap_or(s);
    if digits.is_empty() {
        return None;
    }
    digits.bytes().try_fold(0u64, |n, b| {
        let d = b.checked_sub(b'0').filter(|d| *d < 10)?;
        n.checked_mul(10)?.checked_add(u64::from(d))
    })
}

/// [`parse_u64`] into a smaller type (`None` when it does not fit).
pub fn parse<T: TryFrom<u64>>(s: &str) -> Option<T> {
    parse_u64(s).and_then(|n| T::try_from(n).ok())
}

/// A signed decimal number (`-` allowed).
pub fn parse_i64(s: &str) -> Option<i64> {
    match s.strip_prefix('-') {
        Some(rest) => parse_u64(rest).and_then(|n| 0i64.checked_sub_unsigned(n)),
        None => parse_u64(s).and_then(|n| i64::try_from(n).ok()),
    }
}

/// `n` in decimal.
pub fn num(n: u64) -> String {
    let mut s = String::new();
    push_u64(&mut s, n);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reading_numbers() {
        for (text, want) in [
            ("0", Some(0)),
            ("42", Some(42)),
            ("+7", Some(7)),
            ("", None),
            ("-1", None),
            ("1.5", None),
            ("18446744073709551615", Some(u64::MAX)),
            ("18446744073709551616", None),
            ("４", None),
        ] {
            assert_eq!(parse_u64(text), want, "{text}");
            assert_eq!(
                parse_u64(text),
                text.parse::<u64>().ok(),
                "{text}: like str::parse"
            );
        }
        assert_eq!(parse::<u8>("255"), Some(255));
        assert_eq!(parse::<u8>("256"), None);
        assert_eq!(parse_i64("-9223372036854775808"), Some(i64::MIN));
        assert_eq!(parse_i64("-5"), Some(-5));
        assert_eq!(parse_i64("9223372036854775808"), None);
    }

    #[test]
    fn numbers() {
        for n in [0u64, 7, 10, 99, 100, 4_294_967_295, u64::MAX] {
            assert_eq!(num(n), n.to_string());
        }
        let mut s = String::new();
        push_2(&mut s, 7);
        push_2(&mut s, 12);
        assert_eq!(s, "0712");
    }

    #[test]
    fn numbers_are_written_without_format() {
        for n in [0u64, 7, 10, 959, 4_294_967_295, u64::MAX] {
            let mut out = String::from("x");
            push_u64(&mut out, n);
            assert_eq!(out, "x".to_string() + &n.to_string());
        }
        let mut out = String::new();
        push_u32(&mut out, u32::MAX);
        assert_eq!(out, "4294967295");
    }
}
