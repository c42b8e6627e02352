#!/usr/bin/env python3
"""Journals for the scaling benchmarks (Scripts/bench-scale.sh).

  genscale.py split JOURNAL PARTS OUTDIR   JOURNAL cut at transaction boundaries into
                                           PARTS files OUTDIR/part-NNNN.journal, and
                                           OUTDIR/main.journal including them in order
  genscale.py accounts N                   N transactions, each to an account of its own
                                           (N + 1 accounts), on stdout
  genscale.py prices C P                   C commodities bought once each, and P prices
                                           spread over them, on stdout
  genscale.py csv N OUT                    N bank statement rows in OUT and their rules in
                                           OUT.rules (the `import` benchmark)
  genscale.py rules JOURNAL                JOURNAL with 20 `~ monthly` budget rules, two
                                           goals and a savings plan appended (the `budget`,
                                           `goals`, `cashflow` and `plan` benchmarks), on stdout

Deterministic: the same arguments give the same bytes.
"""
import os
import sys
from datetime import date, timedelta


def split(journal, parts, outdir):
    with open(journal, "rb") as f:
        data = f.read()
    # Transaction starts: a date at the start of a line.
    starts = [0]
    at = 0
    while True:
        at = data.find(b"\n2", at)
        if at < 0:
            break
        starts.append(at + 1)
        at += 1
    per = max(1, (len(starts) + parts - 1) // parts)
    os.makedirs(outdir, exist_ok=True)
    names = []
    for n in range(parts):
        first = n * per
        if first >= len(starts):
            break
        begin = starts[first]
        end = starts[first + per] if first + per < len(starts) else len(data)
        name = "part-%04d.journal" % n
        with open(os.path.join(outdir, name), "wb") as out:
            out.write(data[begin:end])
        names.append(name)
    with open(os.path.join(outdir, "main.journal"), "w") as main:
        main.write("".join("include %s\n" % name for name in names))


def accounts(n):
    out = sys.stdout
    day = date(2000, 1, 1)
    for i in range(n):
        d = day + timedelta(days=i // 50)
        out.write("%s Shop %d\n    Expenses:Item%06d:Part    %d.%02d USD\n    Assets:Bank\n\n"
                  % (d.isoformat(), i % 997, i, 1 + i % 500, i % 100))


def symbol(n):
    """A commodity symbol of letters alone (digits would need quotes): CAAAA, CAAAB, ..."""
    letters = ""
    for _ in range(4):
        letters = chr(ord("A") + n % 26) + letters
        n //= 26
    return "C" + letters


def prices(commodities, count):
    out = sys.stdout
    day = date(2000, 1, 1)
    for c in range(commodities):
        d = day + timedelta(days=c // 20)
        out.write("%s Buy %s\n    Assets:Broker    10 %s @ %d.%02d USD\n    Assets:Bank\n\n"
                  % (d.isoformat(), symbol(c), symbol(c), 1 + c % 90, c % 100))
    for p in range(count):
        c = (p * 7919) % commodities
        d = day + timedelta(days=p * 3650 // max(count, 1))
        out.write("P %s %s %d.%04d USD\n" % (d.isoformat(), symbol(c), 1 + (p + c) % 90, (p * 31) % 10000))


def csv(n, out):
    payees = ["Bookstore", "Noodle Bar", "Corner Market", "Cinema", "ISP", "Pharmacy"]
    with open(out, "w") as f:
        f.write("date,description,amount\n")
        for i in range(n):
            d = date(2099, 1, 1) + timedelta(days=i * 37 % 365)
            f.write("%s,%s %d,-%d.%02d\n" % (d.isoformat(), payees[i % len(payees)], i, 5 + i * 13 % 90, i * 7 % 100))
    with open(out + ".rules", "w") as f:
        f.write("skip 1\nfields date, description, amount\ncurrency USD\naccount1 Assets:Bank:Checking\n")


def rules(journal):
    with open(journal) as f:
        sys.stdout.write(f.read())
    sys.stdout.write("\naccount Assets:Savings:Vacation  ; goal: 3000 USD, due: 2950-06-30\n")
    sys.stdout.write("account Liabilities:Loans:Car  ; goal: 0 USD, due: 2950-12-31\n")
    sys.stdout.write("account Assets:Savings:Bike  ; plan:bike, plan-method:fixed, plan-start:2950-01-31, "
                     "plan-every:month, plan-count:12, plan-target:1200.00 USD, plan-unit:100.00 USD\n")
    budgets = ["Bills:Electricity", "Bills:Internet", "Bills:Phone", "Bills:Rent", "Essentials:Groceries",
               "Essentials:Health", "Essentials:Transport", "Leisure:Dining", "Leisure:Movies", "Leisure:Travel",
               "Other:Fees", "Other:Gifts"]
    for i in range(20):
        sys.stdout.write("\n~ monthly%s\n" % ("" if i == 0 else "  rule %d" % i))
        sys.stdout.write("    Expenses:%s  %d.00 USD\n" % (budgets[i % len(budgets)], 10 + 7 * i))
        sys.stdout.write("    Assets:Bank:Checking\n")


if __name__ == "__main__":
    kind = sys.argv[1] if len(sys.argv) > 1 else ""
    if kind == "split" and len(sys.argv) == 5:
        split(sys.argv[2], int(sys.argv[3]), sys.argv[4])
    elif kind == "accounts" and len(sys.argv) == 3:
        accounts(int(sys.argv[2]))
    elif kind == "prices" and len(sys.argv) == 4:
        prices(int(sys.argv[2]), int(sys.argv[3]))
    elif kind == "csv" and len(sys.argv) == 4:
        csv(int(sys.argv[2]), sys.argv[3])
    elif kind == "rules" and len(sys.argv) == 3:
        rules(sys.argv[2])
    else:
        sys.exit(__doc__)
