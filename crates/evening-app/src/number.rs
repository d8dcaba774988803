//! Numbers as the arbiter types them and as the page writes them.

use evening::{Points, Value};

use crate::lang::Lang;

/// A whole number typed in a field (spaces around allowed), within `min..=max`; `None` for
/// anything else (a sign, a decimal, letters, too many digits).
///
/// ```
/// use evening_app::number::whole;
/// assert_eq!(whole(" 42 ", 0, 959), Some(42));
/// assert_eq!(whole("-1", 0, 959), None);
/// assert_eq!(whole("960", 0, 959), None);
/// assert_eq!(whole("", 0, 959), None);
/// ```
pub fn whole(text: &str, min: u32, max: u32) -> Option<u32> {
    let text = text.trim();
    if text.is_empty() || text.len() > 9 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<u32>().ok().filter(|n| (min..=max).contains(n))
}

/// Points as chess players write them: `0`, `½`, `2`, `2½`.
///
/// ```
/// use evening::Points;
/// use evening_app::number::points;
/// assert_eq!(points(Points::ZERO), "0");
/// assert_eq!(points(Points::HALF), "½");
/// assert_eq!(points(Points::ONE), "1");
/// ```
pub fn points(points: Points) -> String {
    let halves = points.halves();
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_string(),
        (whole, 0) => whole.to_string(),
        (whole, _) => format!("{whole}½"),
    }
}

/// A tie-break value (quarters) in the language's decimal notation: `7`, `7,5`, `7.25`.
pub fn value(lang: Lang, value: Value) -> String {
    let text = value.to_string();
    if lang.decimal_comma() {
        text.replace('.', ",")
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_and_values() {
        let p = |h: u16| {
            let mut total = Points::ZERO;
            for _ in 0..h {
                total = total.checked_add(Points::HALF).unwrap();
            }
            points(total)
        };
        assert_eq!(p(5), "2½");
        assert_eq!(p(6), "3");
        assert_eq!(value(Lang::Nl, Value(30)), "7,5");
        assert_eq!(value(Lang::En, Value(29)), "7.25");
        assert_eq!(value(Lang::Da, Value(28)), "7");
    }
}
