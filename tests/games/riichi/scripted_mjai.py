"""A scripted mjai program for the adapter's tests: ``python scripted_mjai.py ANSWERS LOG``.

ANSWERS is a JSON list: the answer to each line read, in order; ``"silent"`` answers nothing,
``"garbage"`` answers a line that is not JSON, ``"exit"`` stops the program. Once the list is
used up it discards the tile it drew, or answers ``none``. Every line read is appended to LOG.
"""

import json
import sys

answers = json.loads(sys.argv[1])
with open(sys.argv[2], "a", encoding="utf-8") as log:
    for line in sys.stdin:
        log.write(line)
        log.flush()
        events = json.loads(line)
        seat = next((event["id"] for event in events if event["type"] == "start_game"), None)
        answer = answers.pop(0) if answers else None
        if answer == "exit":
            break
        if answer == "silent":
            continue
        if answer == "garbage":
            print("hello", flush=True)
            continue
        if answer is None:
            last = events[-1]
            drew = last["type"] == "tsumo" and last["pai"] != "?"
            answer = {"type": "dahai", "actor": last["actor"], "pai": last["pai"], "tsumogiri": True} if drew else {"type": "none"}
        print(json.dumps(answer), flush=True)
