// Every label of the shared client, in English and Japanese; each game's own words live in its
// folder's catalogue (labels/<lang>.json, served at /api/games/<id>/labels), which the game's
// web/labels.js loads with gameLabels below.
//
// t("key", {param: value}) → the label in the current language; {param} is replaced. With
// {n: 1}, a key's "_one" form when the language has one: English "1 card", "{n} cards".
// Server texts arrive as {en, ja} objects: localized(obj) picks the current language.

const EN = {
  brand: "Asobiba",
  brand_sub: "open board-game arena",
  nav_play: "Play",
  nav_help: "Rules",
  nav_login: "Log in",
  logout: "Log out",
  guest: "guest",
  lang_en: "English",
  lang_ja: "日本語",
  loading: "Loading…",
  error_generic: "Something went wrong: {message}",
  error_network: "The server cannot be reached. Check your connection and try again.",
  not_found_page: "This page does not exist.",

  // home
  home_title: "Play board and card games in your browser",
  home_lead: "Against bots right now, or with friends at a table of your own. Free and open source.",
  games_title: "Games",
  play_vs_ai: "Play against AIs",
  seats_range: "{low}–{high} players",
  seats_one: "{n} players",
  how_to_play: "How to play",
  rules_index: "Rules of the games",
  guest_title: "Choose a name to play as a guest",
  guest_why: "Pick a name first, then we start.",
  guest_name: "Your name",
  guest_go: "Play as guest",
  guest_logout_warning: "You are playing as a guest: logging out loses this guest's games and history for good. Register to keep them.",
  guest_logout_anyway: "Log out anyway",
  guest_register_instead: "Register and keep them",
  register_keeps_guest: "You are playing as the guest {name}: registering makes this guest your account, with its games and history.",
  cancel: "Cancel",
  or_account: "Have an account? Log in or register",
  hello: "Hello, {name}",

  // lobby
  lobby: "Tables",
  refresh: "Refresh",
  no_tables: "No tables here yet.",
  status_waiting: "Waiting for players",
  status_playing: "Playing",
  status_finished: "Finished",
  open_seat: "open seat",
  join_seat: "Sit at seat {n}",
  watch: "Watch",
  open_table: "Open",
  your_table: "your table",
  players_n: "{n} players",
  players_n_one: "1 player",
  created_at: "created {time}",

  // create a table
  create_title: "Create a table",
  game: "Game",
  players: "Players",
  seats: "Seats",
  seat_n: "Seat {n}",
  seat_me: "Me",
  seat_open: "Open (a person joins)",
  bot_random: "Bot · random",
  bot_easy: "Bot · easy",
  bot_normal: "Bot · normal",
  bot_hard: "Bot · hard",
  bot_program: "Program · {name}",
  bot_name: "Bot {n} ({level})",
  bot_short: "Bot {n}",
  level_random: "random",
  level_easy: "easy",
  level_normal: "normal",
  level_hard: "hard",
  options: "Table options",
  turn_timeout: "Turn timeout",
  timeout_none: "None",
  timeout_s: "{n} s",
  timeout_hint: "After this time the safest move is made for a player who does not move (a pass, the tile just drawn); after 3 in a row a bot plays their seat until they come back.",
  default_is: "default: {value}",
  default_mark: "(default)",
  value_follows: "{label} ({value})",
  create: "Create the table",
  need_me: "Put yourself on one seat, or leave it open and join later.",

  // login
  login_title: "Log in",
  register_title: "Create an account",
  name: "Name",
  password: "Password",
  password_hint: "At least 8 characters",
  login_btn: "Log in",
  register_btn: "Register",
  logged_in_as: "You are {name}.",
  account_why: "An account keeps your name and your history. A guest can play at once.",

  // table page (generic)
  connecting: "Connecting…",
  reconnecting: "Connection lost — reconnecting…",
  conn_closed: "Disconnected.",
  table_missing: "There is no table {id}.",
  back_lobby: "Back to the lobby",
  spectator: "You are watching this table.",
  waiting_title: "Waiting for players",
  waiting_note: "Share this page's address with a friend, or start now: open seats get bots.",
  share_link: "Link to this table",
  join: "Sit here",
  leave: "Leave the table",
  start: "Start now",
  you: "You",
  you_named: "{name} (you)",
  bot: "bot",
  away: "away",
  standin: "You were marked away after {n} timeouts in a row: a bot plays your seat until you take it back.",
  standin_adjourned: "You were marked away after {n} timeouts in a row. With nobody left to play, the table waits for you.",
  away_bot: "away · bot",
  reclaim: "Take my seat back",
  clock_yours: "Your time",
  clock_setting: "Turn clock: {time} a move",
  clock_timeouts: "Time ran out {n} in a row: at {max} you are marked away",
  abandoned_note: "You abandoned this game: after {n} timeouts in a row a bot played your seat to the end. It is recorded as abandoned, not as your result.",
  seat_label: "Seat {n}",
  table_options: "Options",

  // words every game's table uses
  cards_left: "{n} cards",
  cards_left_one: "1 card",
  turn_of: "{name} to play",
  your_turn: "Your turn",
  last_trick: "Last trick",
  no_trick_yet: "No trick played yet.",
  log: "Moves",
  scores: "Scores",
  hand: "Your hand",
  waiting_for: "Waiting for {name}…",
  move_sent: "Sending…",
  none: "—",
  total: "Total",
  close: "Continue",
  player: "Player",
  rule_link: "Rule",

  // end of match
  match_over: "Match over",
  rank: "Rank",
  score: "Score",
  you_win: "You win!",
  winner_is: "{names} wins.",
  winners_are: "Shared win: {names}.",
  list_sep: ", ",
  download_record: "Download the record (JSON)",
  record_format_mjai: "mjai (JSON lines)",
  record_format_tenhou6: "tenhou.net/6 (JSON)",
  play_again: "Play again",

  // replays, player pages, games to resume, the log of a table joined mid-game (issue 13)
  replay_title: "Replay",
  replay_first: "First step",
  replay_back: "Back one step",
  replay_forward: "Forward one step",
  replay_last: "Last step",
  replay_step: "Step {step} of {steps}",
  replay_slider: "Step",
  replay_deal: "Deal {n}",
  replay_deals: "Jump to a deal",
  replay_view: "View as",
  replay_spectator: "Spectator (public cards)",
  replay_all: "All hands open",
  replay_seat_panel: "As {name} sees it",
  replay_link: "Link to this step",
  replay_read_only: "A replay: nothing here plays a move. ← → step, Home/End jump.",
  replay_open_file: "Open a record file",
  replay_file_note: "A record (JSON, as “Download the record” saves it) is replayed by the server, not stored: share the file itself.",
  replay_bad_file: "This file is not a JSON record: {message}",
  replay_to_table: "Open the table",
  watch_replay: "Watch the replay",
  end_bar: "The game is over",
  adjourned_note: "This table is adjourned: none of its players was here for a while. It goes on when one of them comes back.",
  resume_title: "Your games in progress",
  resume: "Resume",
  status_adjourned: "Adjourned",
  my_games: "My games",
  player_title: "Games of {name}",
  player_none: "No finished game yet.",
  player_result: "{score} points · rank {rank} of {n}",
  player_abandoned: "Abandoned (a bot finished it)",
  record_link: "Record",

  // the person's table settings (kit/settings.js)
  pace_label: "Bots' pace",
  pace_slow: "Slow",
  pace_normal: "Normal",
  pace_fast: "Fast",
  sound_turn: "Chime on my turn",

  // rooms (pages/rooms/)
  nav_rooms: "Rooms",
  rooms_title: "Rooms",
  rooms_lead: "A community's own place: its members, its rules for each game, its own tables.",
  rooms_none: "No listed room yet.",
  rooms_members_n: "{n} members",
  rooms_members_n_one: "1 member",
  rooms_create: "Create a room",
  rooms_create_register: "A registered account creates rooms: register or log in first.",
  rooms_slug: "Address",
  rooms_slug_hint: "3 to 32 of a–z, 0–9 and -; it never changes: #/rooms/<address>",
  rooms_name_en: "Name (English)",
  rooms_name_ja: "Name (Japanese)",
  rooms_description_en: "Description (English)",
  rooms_description_ja: "Description (Japanese)",
  rooms_visibility: "Who sees it",
  rooms_visibility_listed: "Listed: anyone",
  rooms_visibility_unlisted: "Unlisted: anyone with the link",
  rooms_visibility_members: "Members only",
  rooms_membership: "Who joins",
  rooms_membership_open: "Anyone joins",
  rooms_membership_approval: "Joins on an operator's approval",
  rooms_membership_invite: "By invitation link",
  rooms_create_btn: "Create the room",
  rooms_back: "← All rooms",
  rooms_pending: "Waiting for approval",
  rooms_withdraw: "Withdraw",
  rooms_role_operator: "operator",
  rooms_role_member: "member",
  rooms_role_pending: "pending",
  rooms_leave: "Leave",
  rooms_join: "Join",
  rooms_join_invite: "Join with this invitation",
  rooms_invited: "You have an invitation to this room: join to see it.",
  rooms_approve: "Approve",
  rooms_make_operator: "Make operator",
  rooms_members: "Members",
  rooms_members_none: "No members.",
  rooms_new_table: "New table",
  rooms_reserve: "Reserve",
  rooms_reserve_cancel: "Cancel reservation",
  rooms_reserve_waiting: "{n} of {m} waiting",
  rooms_no_rules: "This room has no rules for any game yet: an operator sets them.",
  rooms_this_month: "This month's rules: {name}",
  rooms_admin: "For operators",
  rooms_invite: "Invitation link",
  rooms_invite_hint: "A new link replaces the one before. It is shown only now: copy it.",
  rooms_invite_new: "New invitation link",
  rooms_copy: "Copy",
  rooms_copied: "Copied.",
  rooms_copy_by_hand: "Selected: copy it by hand.",
  rooms_rules: "Rule sets per game",
  rooms_rules_hint: "JSON: {\"rule_sets\": {\"name\": {options}}, \"default\", \"calendar\"} (docs/protocol.md, Rooms).",
  rooms_rules_save: "Save",
  rooms_rules_saved: "Saved. In force now: {name}",
  rooms_json_invalid: "This is not JSON: {message}",
  rooms_rank_title: "Rankings",
  rooms_rank_month: "Month",
  rooms_rank_no_games: "No rankings yet: the room has no rules for any game.",
  rooms_rank_empty: "No game finished in {month}.",
  rooms_rank_players: "Players",
  rooms_rank_teams: "Teams",
  rooms_rank_name: "Name",
  rooms_rank_team: "Team",
  rooms_rank_place: "Place",
  rooms_rank_games: "Games",
  rooms_rank_total: "Total",
  rooms_rank_average: "Average",
  rooms_rank_average_place: "Avg. place",
};

const JA = {
  brand: "Asobiba",
  brand_sub: "オープンなボードゲーム広場",
  nav_play: "遊ぶ",
  nav_help: "ルール",
  nav_login: "ログイン",
  logout: "ログアウト",
  guest: "ゲスト",
  lang_en: "English",
  lang_ja: "日本語",
  loading: "読み込み中…",
  error_generic: "エラーが発生しました: {message}",
  error_network: "サーバーに接続できません。接続を確認してもう一度お試しください。",
  not_found_page: "このページはありません。",

  home_title: "ブラウザでボードゲームとカードゲーム",
  home_lead: "今すぐボットと、または自分のテーブルで友達と。無料のオープンソースです。",
  games_title: "ゲーム",
  play_vs_ai: "AIと対戦",
  seats_range: "{low}〜{high}人",
  seats_one: "{n}人",
  how_to_play: "遊び方",
  rules_index: "ゲームのルール",
  guest_title: "ゲストとして遊ぶ名前を入力",
  guest_why: "先に名前を決めてください。すぐに始まります。",
  guest_name: "名前",
  guest_go: "ゲストで遊ぶ",
  guest_logout_warning: "ゲストとして遊んでいます。ログアウトすると、このゲストの対局と履歴は二度と戻りません。残すには登録してください。",
  guest_logout_anyway: "それでもログアウト",
  guest_register_instead: "登録して残す",
  register_keeps_guest: "ゲスト「{name}」として遊んでいます。登録すると、このゲストが対局と履歴ごとあなたのアカウントになります。",
  cancel: "キャンセル",
  or_account: "アカウントをお持ちの方: ログイン・登録",
  hello: "こんにちは、{name}さん",

  lobby: "テーブル一覧",
  refresh: "更新",
  no_tables: "まだテーブルはありません。",
  status_waiting: "参加者募集中",
  status_playing: "対局中",
  status_finished: "終了",
  open_seat: "空席",
  join_seat: "席{n}に座る",
  watch: "観戦",
  open_table: "開く",
  your_table: "参加中",
  players_n: "{n}人",
  created_at: "{time} 作成",

  create_title: "テーブルを作成",
  game: "ゲーム",
  players: "人数",
  seats: "席",
  seat_n: "席{n}",
  seat_me: "自分",
  seat_open: "空席（人が参加）",
  bot_random: "ボット・ランダム",
  bot_easy: "ボット・弱い",
  bot_normal: "ボット・普通",
  bot_hard: "ボット・強い",
  bot_program: "外部プログラム・{name}",
  bot_name: "ボット{n}（{level}）",
  bot_short: "ボット{n}",
  level_random: "ランダム",
  level_easy: "弱い",
  level_normal: "普通",
  level_hard: "強い",
  options: "テーブルオプション",
  turn_timeout: "持ち時間",
  timeout_none: "なし",
  timeout_s: "{n}秒",
  timeout_hint: "時間切れになると、そのプレイヤーには最も安全な手（パス、ツモ切りなど）を打ちます。3回続くと離席扱いになり、戻るまでボットが代わりに打ちます。",
  default_is: "既定: {value}",
  default_mark: "（既定）",
  value_follows: "{label}（{value}）",
  create: "テーブルを作成",
  need_me: "自分の席を1つ選ぶか、空席にして後から参加してください。",

  login_title: "ログイン",
  register_title: "アカウント登録",
  name: "名前",
  password: "パスワード",
  password_hint: "8文字以上",
  login_btn: "ログイン",
  register_btn: "登録",
  logged_in_as: "{name}としてログイン中です。",
  account_why: "アカウントがあると名前と対局履歴が残ります。ゲストならすぐに遊べます。",

  connecting: "接続中…",
  reconnecting: "接続が切れました。再接続中…",
  conn_closed: "切断されました。",
  table_missing: "テーブル {id}はありません。",
  back_lobby: "テーブル一覧に戻る",
  spectator: "このテーブルを観戦しています。",
  waiting_title: "参加者を待っています",
  waiting_note: "このページのアドレスを友達に送るか、今すぐ開始してください（空席はボットになります）。",
  share_link: "このテーブルへのリンク",
  join: "ここに座る",
  leave: "テーブルを離れる",
  start: "今すぐ開始",
  you: "あなた",
  you_named: "{name}（あなた）",
  bot: "ボット",
  away: "離席",
  standin: "{n}回続けて時間切れになったため離席扱いになりました。席に戻るまでボットが代わりに打ちます。",
  standin_adjourned: "{n}回続けて時間切れになったため離席扱いになりました。打つ人がいないため、テーブルはあなたが戻るまで中断しています。",
  away_bot: "離席・ボット",
  reclaim: "席に戻る",
  clock_yours: "残り時間",
  clock_setting: "持ち時間: 1手{time}",
  clock_timeouts: "連続時間切れ {n}回（{max}回で離席扱い）",
  abandoned_note: "この対局は放棄扱いです。{n}回続けて時間切れになった後、ボットが最後まで代わりに打ちました。あなたの成績ではなく「放棄」として記録されます。",
  seat_label: "席{n}",
  table_options: "オプション",

  cards_left: "{n}枚",
  turn_of: "{name}の番",
  your_turn: "あなたの番です",
  last_trick: "前のトリック",
  no_trick_yet: "まだトリックはありません。",
  log: "棋譜",
  scores: "得点",
  hand: "あなたの手札",
  waiting_for: "{name}を待っています…",
  move_sent: "送信中…",

  none: "—",
  total: "合計",
  close: "続ける",
  player: "プレイヤー",
  rule_link: "ルール",

  match_over: "対局終了",
  rank: "順位",
  score: "得点",
  you_win: "あなたの勝ちです！",
  winner_is: "{names}の勝ちです。",
  winners_are: "同点優勝: {names}",
  list_sep: "、",
  download_record: "棋譜をダウンロード（JSON）",
  record_format_mjai: "mjai形式（JSON Lines）",
  record_format_tenhou6: "tenhou.net/6形式（JSON）",
  play_again: "もう一度遊ぶ",

  replay_title: "リプレイ",
  replay_first: "最初へ",
  replay_back: "1手戻る",
  replay_forward: "1手進む",
  replay_last: "最後へ",
  replay_step: "{steps}手中 {step}手目",
  replay_slider: "手数",
  replay_deal: "第{n}ディール",
  replay_deals: "ディールへ移動",
  replay_view: "視点",
  replay_spectator: "観戦者（公開情報のみ）",
  replay_all: "全員の手札を表示",
  replay_seat_panel: "{name} から見た盤面",
  replay_link: "このステップへのリンク",
  replay_read_only: "リプレイです。ここでは手を指せません。← → で1手ずつ、Home/End で最初・最後へ。",
  replay_open_file: "棋譜ファイルを開く",
  replay_file_note: "棋譜（「棋譜をダウンロード」で保存した JSON）はサーバーで再生され、保存はされません。共有するにはファイルそのものを送ってください。",
  replay_bad_file: "このファイルは JSON の棋譜ではありません: {message}",
  replay_to_table: "テーブルを開く",
  watch_replay: "リプレイを見る",
  end_bar: "対局終了",
  adjourned_note: "このテーブルは中断中です（しばらくプレイヤーがいませんでした）。プレイヤーの誰かが戻ると再開します。",
  resume_title: "続きから遊ぶ",
  resume: "再開",
  status_adjourned: "中断中",
  my_games: "対局履歴",
  player_title: "{name} の対局",
  player_none: "終了した対局はまだありません。",
  player_result: "{score}点 · {n}人中{rank}位",
  player_abandoned: "放棄（ボットの代打ちで終局）",
  record_link: "棋譜",

  // the person's table settings (kit/settings.js)
  pace_label: "ボットの速さ",
  pace_slow: "ゆっくり",
  pace_normal: "ふつう",
  pace_fast: "速い",
  sound_turn: "手番で音を鳴らす",

  // rooms (pages/rooms/)
  nav_rooms: "部屋",
  rooms_title: "部屋",
  rooms_lead: "コミュニティの場所：メンバー、ゲームごとのルール、部屋だけの卓。",
  rooms_none: "公開されている部屋はまだありません。",
  rooms_members_n: "メンバー {n}人",
  rooms_create: "部屋を作る",
  rooms_create_register: "部屋を作れるのは登録済みのアカウントです。先に登録またはログインしてください。",
  rooms_slug: "アドレス",
  rooms_slug_hint: "a–z、0–9、- の3〜32文字。あとから変えられません：#/rooms/<アドレス>",
  rooms_name_en: "名前（英語）",
  rooms_name_ja: "名前（日本語）",
  rooms_description_en: "説明（英語）",
  rooms_description_ja: "説明（日本語）",
  rooms_visibility: "公開範囲",
  rooms_visibility_listed: "一覧に公開",
  rooms_visibility_unlisted: "リンクを知る人だけ",
  rooms_visibility_members: "メンバーのみ",
  rooms_membership: "参加方法",
  rooms_membership_open: "誰でも参加できる",
  rooms_membership_approval: "運営者の承認で参加",
  rooms_membership_invite: "招待リンクのみ",
  rooms_create_btn: "部屋を作成",
  rooms_back: "← 部屋一覧",
  rooms_pending: "承認待ち",
  rooms_withdraw: "申請を取り下げる",
  rooms_role_operator: "運営者",
  rooms_role_member: "メンバー",
  rooms_role_pending: "承認待ち",
  rooms_leave: "退室する",
  rooms_join: "参加する",
  rooms_join_invite: "この招待で参加する",
  rooms_invited: "この部屋への招待があります。参加すると中が見られます。",
  rooms_approve: "承認",
  rooms_make_operator: "運営者にする",
  rooms_members: "メンバー",
  rooms_members_none: "メンバーはいません。",
  rooms_new_table: "新しい卓",
  rooms_reserve: "予約",
  rooms_reserve_cancel: "予約を取り消す",
  rooms_reserve_waiting: "{m}人中{n}人が待機中",
  rooms_no_rules: "この部屋にはまだどのゲームのルールもありません。運営者が設定します。",
  rooms_this_month: "今月のルール：{name}",
  rooms_admin: "運営者用",
  rooms_invite: "招待リンク",
  rooms_invite_hint: "新しいリンクを作ると前のリンクは使えなくなります。表示は今だけなのでコピーしてください。",
  rooms_invite_new: "新しい招待リンク",
  rooms_copy: "コピー",
  rooms_copied: "コピーしました。",
  rooms_copy_by_hand: "選択しました。手動でコピーしてください。",
  rooms_rules: "ゲームごとのルールセット",
  rooms_rules_hint: "JSON：{\"rule_sets\": {\"名前\": {オプション}}, \"default\", \"calendar\"}（docs/protocol.md の Rooms）。",
  rooms_rules_save: "保存",
  rooms_rules_saved: "保存しました。現在のルール：{name}",
  rooms_json_invalid: "JSON ではありません：{message}",
  rooms_rank_title: "ランキング",
  rooms_rank_month: "月",
  rooms_rank_no_games: "ランキングはまだありません：この部屋にはどのゲームのルールもありません。",
  rooms_rank_empty: "{month}に終わった対局はありません。",
  rooms_rank_players: "個人",
  rooms_rank_teams: "チーム",
  rooms_rank_name: "名前",
  rooms_rank_team: "チーム",
  rooms_rank_place: "順位",
  rooms_rank_games: "対局数",
  rooms_rank_total: "合計",
  rooms_rank_average: "平均",
  rooms_rank_average_place: "平均順位",
};

const DICTIONARIES = { en: EN, ja: JA };
export const LANGUAGES = ["en", "ja"];
const STORAGE_KEY = "asobiba.lang";
const listeners = new Set();

function initialLang() {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (LANGUAGES.includes(saved)) return saved;
  } catch {
    // storage may be disabled: fall back to the browser's language
  }
  return (navigator.language || "en").toLowerCase().startsWith("ja") ? "ja" : "en";
}

let lang = initialLang();
document.documentElement.lang = lang;

export function getLang() {
  return lang;
}

export function setLang(next) {
  if (!LANGUAGES.includes(next) || next === lang) return;
  lang = next;
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // not remembered, but still switched
  }
  for (const fn of [...listeners]) fn(lang);
}

/** Call fn(lang) after every language switch; returns the unsubscribe function. */
export function onLangChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Whether the current language has its own label for `key`. */
export function has(key) {
  return key in DICTIONARIES[lang];
}

export function t(key, params = {}) {
  return lookup("i18n", DICTIONARIES[lang], EN, key, params);
}

function lookup(owner, dictionary, english, key, params) {
  const text = (params.n === 1 ? dictionary[`${key}_one`] : undefined) ?? dictionary[key] ?? english[key];
  if (text === undefined) {
    console.warn(`${owner}: no label ${key}`);
    return key;
  }
  return text.replace(/\{(\w+)\}/g, (match, name) => (name in params ? String(params[name]) : match));
}

/** A server text {en, ja} (an error reason, a game title, an option label) in the current language. */
export function localized(text) {
  if (text === null || text === undefined) return "";
  if (typeof text === "string") return text;
  return text[lang] ?? text.en ?? "";
}

/** Keys one language has and the other lacks (English-only "_you" verb and "_one" noun forms aside); used by the tests. */
export function missingKeys() {
  return missingBetween(EN, JA);
}

function missingBetween(english, japanese) {
  const en = Object.keys(english).filter((k) => !k.endsWith("_you") && !k.endsWith("_one"));
  const ja = Object.keys(japanese);
  return { ja: en.filter((k) => !(k in japanese)), en: ja.filter((k) => !(k in english)) };
}

/**
 * `has`, `t` and `missingKeys` over a game's own label dictionaries; a key the game does not
 * define is looked up in the shared labels above.
 */
export function labelSet(owner, english, japanese) {
  const dictionaries = { en: english, ja: japanese };
  const own = (key) => key in english || key in japanese;
  return {
    has: (key) => (own(key) ? key in dictionaries[lang] : has(key)),
    t: (key, params = {}) => (own(key) ? lookup(owner, dictionaries[lang], english, key, params) : t(key, params)),
    missingKeys: () => missingBetween(english, japanese),
  };
}

/** A game's labels (labelSet) from its folder's catalogue, fetched once when its labels.js loads. */
export async function gameLabels(gameId) {
  const response = await fetch(`/api/games/${encodeURIComponent(gameId)}/labels`);
  if (!response.ok) throw new Error(`${gameId}: its labels could not be loaded (${response.status})`);
  const catalogues = await response.json();
  return labelSet(gameId, catalogues.en ?? {}, catalogues.ja ?? {});
}
