//! How fast Grundy sequences come: 0.16 to 100000 (no period: the
//! rare-and-common method against a quadratic scan), Kayles to a million
//! (the period proven after 256 heaps answers the rest), Grundy's game to
//! 20000, and a subtraction set to a million.

use criterion::{Criterion, black_box, criterion_group, criterion_main};

use nim::game::theory::grundy::Sequence;
use nim::game::theory::rule::Rule;

fn sequences(c: &mut Criterion) {
    let mut group = c.benchmark_group("grundy");
    group.sample_size(10);
    for (rule, upto) in [
        ("0.16", 100_000),
        ("kayles", 1_000_000),
        ("grundy", 20_000),
        ("sub:2,5,7", 1_000_000),
    ] {
        let parsed = Rule::parse(rule).unwrap();
        group.bench_function(format!("{rule} to {upto}"), |b| {
            b.iter(|| {
                let sequence = Sequence::new(black_box(&parsed), upto).unwrap();
                sequence.value(upto)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, sequences);
criterion_main!(benches);
