<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>AnalyseText</name>
    <message>
        <location filename="../../app/commands/analyse.py" line="+82"/>
        <source>blunder</source>
        <translation>大悪手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>slip</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no mark</source>
        <translation>評価なし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn %1, round %2, %3</source>
        <translation>%1手番目、ラウンド%2、%3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the best turn found</source>
        <translation>見つかった最善の手番</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>close to the best turn found</source>
        <translation>見つかった最善の手番に近い</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>played: %1 (expected margin %2)</source>
        <translation>実際の手：%1（予想得点差 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>better: %1 (expected margin %2)</source>
        <translation>より良い手：%1（予想得点差 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>why: %1</source>
        <translation>理由：%1</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>%1, margin lost: %2</source>
        <translation>%1、失った差：%2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: accuracy %2, mean loss a turn: %3</source>
        <translation>%1：正確さ %2、1手番あたりの平均損失：%3</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n手番</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>疑問手%n回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>悪手%n回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>大悪手%n回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>biggest swing(s): turn(s) %1</source>
        <translation>
            <numerusform>最大の損失：%1手番目</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game stayed open to the end.</source>
        <translation>最後まで勝負は決まらなかった。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was decided at turn %1.</source>
        <translation>%1手番目で勝負が決まった。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was decided at turn %1, in round %2, on %3&apos;s turn.</source>
        <translation>%1手番目（ラウンド%2、%3の手番）で勝負が決まった。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Margin over the automaton: the player&apos;s final score minus the automaton&apos;s.</source>
        <translation>オートマとの点差：プレイヤーの最終得点からオートマの得点を引いたもの。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(the analysis stored in the file)</source>
        <translation>（ファイルに保存された分析）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>analysis stored in %1</source>
        <translation>分析を%1に保存しました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--players needs seat numbers from 0 to %1, not %2</source>
        <translation>--players には0から%1までの席番号を指定してください（%2は不可）</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>turns analysed: %1 of %2, about %3 left</source>
        <translation>分析済みの手番：%1 / %2、残り約%3</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+3"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n分</numerusform>
        </translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 %2</source>
        <comment>analyse: hours, then minutes</comment>
        <translation>%1%2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n時間</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work</source>
        <translation>
            <numerusform>分析する手番：%n、作業時間は約%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work: more than --max-turns allows (%2). Review fewer seats (--players), lower --budget, or raise --max-turns.</source>
        <translation>
            <numerusform>分析する手番：%n、作業時間は約%1。--max-turnsの上限（%2）を超えています。分析する席を減らす（--players）、--budgetを下げる、または--max-turnsを上げてください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../app/ai/explanations.py" line="+28"/>
        <source>completes {puzzle} now and takes its {reward} reward</source>
        <translation>今{puzzle}を完成させ、報酬の{reward}を得る</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes {puzzles} this turn</source>
        <translation>この手番で{puzzles}を完成させる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes {puzzles} this turn instead of only {other}</source>
        <translation>この手番で{puzzles}を完成させる（{other}だけではなく）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes {puzzle} now and takes its {reward} reward a round earlier</source>
        <translation>今{puzzle}を完成させ、報酬の{reward}を1ラウンド早く得る</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzle}, worth {points} points, instead of {other}</source>
        <translation>{other}ではなく{puzzle}（{points}点）を取る</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzle}, worth {points} points</source>
        <translation>{puzzle}（{points}点）を取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {piece}, which completes {puzzle} next turn</source>
        <translation>{piece}を取り、次の手番で{puzzle}を完成させる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses the master action to place {count} pieces at once</source>
        <translation>マスターアクションで{count}個のピースを一度に置く</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses every action instead of ending the turn with {left} left</source>
        <translation>アクションを{left}回残して手番を終えず、すべてのアクションを使う</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches that complete {puzzle}</source>
        <translation>{puzzle}を完成させる仕上げ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches that cost fewer points</source>
        <translation>失う点が少ない仕上げ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gets {piece} instead of {other}</source>
        <translation>{other}の代わりに{piece}を手に入れる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also gets {piece}</source>
        <translation>さらに{piece}を手に入れる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upgrades {old} to {piece} instead of getting {other}</source>
        <translation>{other}を手に入れる代わりに{old}を{piece}にアップグレードする</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>also upgrades {old} to {piece}</source>
        <translation>さらに{old}を{piece}にアップグレードする</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {puzzle} (reward {reward}) instead of {other}</source>
        <translation>{other}ではなく{puzzle}（報酬{reward}）を取る</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzles} instead of {others}</source>
        <translation>{others}ではなく{puzzles}を取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also takes {puzzle} (reward {reward})</source>
        <translation>さらに{puzzle}（報酬{reward}）を取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {puzzle} before {other}</source>
        <translation>{other}より先に{puzzle}を取る</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fills more squares of unfinished puzzles</source>
        <translation>未完成のパズルのマスをより多く埋める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps more points in reach</source>
        <translation>より多くの点を手の届く範囲に残す</translation>
    </message>
    <message>
        <location filename="../../app/table/analysis_panel.py" line="+62"/>
        <source>slip</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>大悪手</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S (slip)</source>
        <comment>the letter on a slip&apos;s badge</comment>
        <translation>疑 (疑問手)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>M (mistake)</source>
        <comment>the letter on a mistake&apos;s badge</comment>
        <translation>悪 (悪手)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B (blunder)</source>
        <comment>the letter on a blunder&apos;s badge</comment>
        <translation>大 (大悪手)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>-%1</source>
        <translation>-%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>best</source>
        <translation>最善</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1, %2: %3 (%4)</source>
        <translation>ラウンド%1、%2：%3（%4）</translation>
    </message>
</context>
<context>
    <name>AnalysisChart</name>
    <message>
        <location filename="../../app/table/analysis_chart.py" line="+222"/>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Margin</source>
        <translation>点差</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Margin over the automaton</source>
        <translation>オートマとの点差</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>decided</source>
        <translation>決着</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../../app/table/analysis_panel.py" line="+54"/>
        <source>Analysis progress</source>
        <translation>分析の進行状況</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel the analysis</source>
        <translation>分析をキャンセル</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Expected margin over the game</source>
        <translation>ゲーム全体の予想点差</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+9"/>
        <source>Marked turns</source>
        <translation>印の付いた手番</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Summary of the analysis</source>
        <translation>分析のまとめ</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The marked turn in words</source>
        <translation>印の付いた手番の説明</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Analysis &gt; Analyse the game: the computer looks at every turn of the players and marks the ones that lost points.</source>
        <translation>分析 &gt; ゲームを分析：コンピューターがプレイヤーの手番をすべて調べ、点を失った手番に印を付けます。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Analysing the game…</source>
        <translation>ゲームを分析中…</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+78"/>
        <source>Better: %1</source>
        <translation>より良い手：%1</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>No turn lost a point or more.</source>
        <translation>1点以上失った手番はありません。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>round %1 (turn of %2)</source>
        <translation>ラウンド%1（%2の手番）</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>疑問手%n回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>悪手%n回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>大悪手%n回</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: accuracy %2 %</source>
        <translation>%1：正確さ %2%</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <comment>a turn and the margin it lost</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Biggest swings: %1</source>
        <translation>最大の損失：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Margin over the automaton: the player&apos;s final score minus the automaton&apos;s.</source>
        <translation>オートマとの点差：プレイヤーの最終得点からオートマの得点を引いたもの。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was decided in %1.</source>
        <translation>ゲームの決着：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game stayed open to the end.</source>
        <translation>ゲームは最後まで決着がつきませんでした。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The expected final margin over the automaton at the start of each turn.</source>
        <translation>各手番の開始時点での、オートマとの予想最終点差。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player&apos;s expected final margin at the start of each turn.</source>
        <translation>各手番の開始時点での、各プレイヤーの予想最終点差。</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>&lt;b&gt;Played:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;実際の手：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Better:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;より良い手：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Why:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;理由：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show &amp;played</source>
        <translation>実際の手を表示(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table shows the better turn; show the turn played instead (B)</source>
        <translation>テーブルはより良い手を表示中。代わりに実際の手を表示（B）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show &amp;better</source>
        <translation>より良い手を表示(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table shows the turn played; show the better turn instead (B)</source>
        <translation>テーブルは実際の手を表示中。代わりにより良い手を表示（B）</translation>
    </message>
    <message>
        <location line="-180"/>
        <source>Analysing turn %1 of %2 — %3</source>
        <translation>手番 %1 / %2 を分析中 — %3</translation>
    </message>
</context>
<context>
    <name>BalanceCharts</name>
    <message>
        <location filename="../../editor/balance_charts.py" line="+52"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>BalanceDialog</name>
    <message>
        <location filename="../../editor/balance.py" line="+281"/>
        <source>Balance lab — %1</source>
        <translation>バランスラボ — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games to play</source>
        <translation>プレイするゲーム</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy</source>
        <translation>易しい</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>難しい</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI levels (taking turns in the seats):</source>
        <translation>AIの強さ（席を交代で担当）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Games per setting:</source>
        <translation>設定ごとのゲーム数(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>書き出し(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>閉じる(&amp;L)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Solo, standard</source>
        <translation>ソロ、標準</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo, challenging</source>
        <translation>ソロ、手強い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo, unbeatable</source>
        <translation>ソロ、無敵</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The games stopped: %1</source>
        <translation>ゲームが止まりました：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Cancelled after %n game(s)</source>
        <translation>
            <numerusform>%nゲームで中止しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Done: %n game(s) played</source>
        <translation>
            <numerusform>完了：%nゲームをプレイしました</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the games to play, then Run.</source>
        <translation>プレイするゲームを選んでから「実行」を押してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games played: %1 of %2</source>
        <translation>プレイ済み：%1 / %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This deck</source>
        <translation>このデッキ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Classic deck</source>
        <translation>クラシックデッキ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balance of “%1”</source>
        <translation>「%1」のバランス</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>Puzzles</source>
        <translation>パズル</translation>
    </message>
    <message numerus="yes">
        <location line="+239"/>
        <location line="+18"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%nゲーム</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Seat %1</source>
        <translation>%1番席</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Figure</source>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>First player&apos;s edge</source>
        <translation>スタートプレイヤーの有利</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean score</source>
        <translation>平均得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean rounds</source>
        <translation>平均ラウンド数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games with a shortage</source>
        <translation>不足が起きたゲーム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shortages in all</source>
        <translation>不足の合計</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automaton&apos;s mean score</source>
        <translation>オートマの平均得点</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+120"/>
        <source>Piece</source>
        <translation>ピース</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+120"/>
        <source>Received</source>
        <translation>受け取り</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Puzzle</source>
        <translation>パズル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>Export the report</source>
        <translation>レポートを書き出す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML report (*.html);;PDF report (*.pdf)</source>
        <translation>HTMLレポート (*.html);;PDFレポート (*.pdf)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot export the report</source>
        <translation>レポートを書き出せません</translation>
    </message>
    <message>
        <location line="-618"/>
        <source>&amp;Open in the replay review</source>
        <translation>振り返りで開く(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Setting:</source>
        <translation>設定(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report</source>
        <translation>レポート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rewards</source>
        <translation>報酬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd games</source>
        <translation>異例なゲーム</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>With this many games, a seat&apos;s win rate is known within about ±%n percentage point(s).</source>
        <translation>
            <numerusform>このゲーム数なら、席の勝率は約±%nポイントの精度で分かります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+200"/>
        <source>Previous version</source>
        <translation>前のバージョン</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compared with the classic deck and with the previous version of this deck (the run of %1, %2 per setting). Changed since: added %3; removed %4; changed %5.</source>
        <translation>クラシックデッキと、このデッキの前のバージョン（%1 の実行、設定ごとに%2）と比べています。その後の変更：追加 %3、削除 %4、変更 %5。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Every figure has its 95% interval. A tie splits its win between its winners.</source>
        <translation>どの数値にも95%信頼区間があります。引き分けの勝利は勝者のあいだで分けます。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each seat is tested against a fair share with Holm&apos;s correction for the %n seat(s) tested in this run.</source>
        <translation>
            <numerusform>各席は公平な取り分と比べて検定し、この実行で検定した%n席についてHolmの補正をしています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Too few games to tell an edge of 5 points: about %n game(s) per setting are needed.</source>
        <translation>
            <numerusform>5ポイントの有利を見分けるにはゲームが少なすぎます：設定ごとに約%nゲームが必要です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Share of the wins by seat (95% interval)</source>
        <translation>席ごとの勝利の取り分（95%信頼区間）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fair share %1%</source>
        <translation>公平な取り分 %1%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scores (share of the seats, 95% interval)</source>
        <translation>得点（席の割合、95%信頼区間）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game length in rounds (share of the games, 95% interval)</source>
        <translation>ゲームの長さ（ラウンド数、ゲームの割合、95%信頼区間）</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+3"/>
        <location line="+48"/>
        <location line="+63"/>
        <location line="+5"/>
        <location line="+42"/>
        <source>%1 (%2 to %3)</source>
        <translation>%1（%2～%3）</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Seat %1&apos;s share of the wins</source>
        <translation>%1番席の勝利の取り分</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+121"/>
        <source>Seats that received it</source>
        <translation>受け取った席</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>Their share of the wins</source>
        <translation>その勝利の取り分</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+122"/>
        <source>Fair share</source>
        <translation>公平な取り分</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+121"/>
        <source>p-value (Holm)</source>
        <translation>p値（Holm）</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Flagged: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No puzzle lies clearly outside the range of its colour.</source>
        <translation>同じ色の範囲から明らかに外れるパズルはありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt; 0.001</source>
        <translation>&lt; 0.001</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>▲ too strong</source>
        <translation>▲ 強すぎる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>▼ too weak</source>
        <translation>▼ 弱すぎる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too few games</source>
        <translation>ゲーム数が少なすぎる</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Squares</source>
        <translation>マス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealt</source>
        <translation>配布</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On offer</source>
        <translation>場に出た</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken when on offer</source>
        <translation>場にあるとき取られた</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Completed when taken</source>
        <translation>取られて完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken per turn on offer</source>
        <translation>場にある手番あたりの取得</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points per game dealt</source>
        <translation>配られたゲームあたりの得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per game on offer</source>
        <translation>場に出たゲームあたりの得点</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Setting</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message numerus="yes">
        <location line="-557"/>
        <source>About %n game(s) per setting measure it within ±5 percentage points.</source>
        <translation>
            <numerusform>設定ごとに約%nゲームで±5ポイントの精度になります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+219"/>
        <source>These are AI games: people may play otherwise.</source>
        <translation>これはAI同士のゲームです：人は違う遊び方をするかもしれません。</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compared with the classic deck. The next run of a changed version of this deck is compared with this one too.</source>
        <translation>クラシックデッキと比べています。このデッキを変更したバージョンを次に実行すると、この実行とも比べます。</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>Each rate is measured against how often the puzzle was in play: when on offer (face up in a row), when taken, when dealt.</source>
        <translation>各率は、そのパズルが場に出ていた頻度に対して測ります：場にあるとき（段に表向き）、取られたとき、配られたとき。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A puzzle is too strong or too weak when its points per game on offer lie clearly outside the range of most puzzles of its colour.</source>
        <translation>場に出たゲームあたりの得点が同じ色の大半のパズルの範囲から明らかに外れるとき、そのパズルは強すぎる・弱すぎると判定します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its intervals hold for all the deck&apos;s puzzles together.</source>
        <translation>区間はデッキの全パズルについて同時に成り立ちます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a column&apos;s title to sort.</source>
        <translation>列の見出しをクリックすると並べ替えます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seats that received a reward piece, and their share of the wins, against a seat&apos;s fair share; the strongest evidence first.</source>
        <translation>報酬のピースを受け取った席と、その勝利の取り分を、1席の公平な取り分と比べます。証拠の強いものから並びます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The p-values are corrected for testing every piece (Holm): under 0.05, the difference is hardly chance.</source>
        <translation>p値はすべてのピースを検定したことに対して補正しています（Holm）：0.05未満なら、その差は偶然とは考えにくいです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games far longer or shorter than the others (beyond three interquartile ranges, of at least two rounds).</source>
        <translation>ほかよりはるかに長い・短いゲーム（四分位範囲の3倍より外、範囲は2ラウンド以上として計算）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their records are kept with the run: open one to watch it.</source>
        <translation>記録は実行とともに保存されます：開いて見てください。</translation>
    </message>
    <message>
        <location line="+261"/>
        <source>The first player wins more than a fair share (Holm-adjusted p %1).</source>
        <translation>先手は公平な取り分より多く勝っています（Holm補正後のp %1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player wins less than a fair share (Holm-adjusted p %1).</source>
        <translation>先手は公平な取り分より少なく勝っています（Holm補正後のp %1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player&apos;s edge is under 5 points either way.</source>
        <translation>先手の有利はどちら向きにも5ポイント未満です。</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n game(s) ended in a tie: each winner counts a share of the win.</source>
        <translation>
            <numerusform>%nゲームが引き分けでした：各勝者は勝利の取り分を数えます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Median rounds</source>
        <translation>ラウンド数の中央値</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+144"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+144"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+145"/>
        <source>AI levels</source>
        <translation>AIの強さ</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+145"/>
        <source>Rounds</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+144"/>
        <source>Actions</source>
        <translation>アクション</translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>%1, game %2 (%n round(s))</source>
        <translation>
            <numerusform>%1、ゲーム%2（%nラウンド）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalanceText</name>
    <message>
        <location filename="../../app/commands/balance.py" line="+92"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+11"/>
        <source>95% interval %1 to %2</source>
        <translation>95%信頼区間 %1～%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>solo, %1</source>
        <translation>ソロ、%1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <location line="+5"/>
        <location line="+105"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%nゲーム</numerusform>
        </translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Balance of “%1”: %2 per setting, AI %3, seeds %4 to %5, %6</source>
        <translation>「%1」のバランス：設定ごとに%2、AI %3、シード%4～%5、%6</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>ジョブ%n個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1   [classic: %2]</source>
        <translation>%1   ［クラシック：%2］</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seat %1 wins %2 (%3)</source>
        <translation>%1番席の勝率 %2（%3）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>first player&apos;s edge %1 (%2)</source>
        <translation>スタートプレイヤーの有利 %1（%2）</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%n shortage(s) in all</source>
        <translation>
            <numerusform>合計%n回の不足</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shortages: none</source>
        <translation>不足：なし</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>puzzle</source>
        <translation>パズル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points</source>
        <translation>点</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>unknown setting %1 (choose 2, 3, 4 or solo-%2)</source>
        <translation>不明な設定 %1（2、3、4、solo-%2 から選んでください）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown AI level %1 (choose %2)</source>
        <translation>不明なAIの強さ %1（%2 から選んでください）</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>%1   [previous version: %2]</source>
        <translation>%1   [前のバージョン：%2]</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n game(s) tied: each winner counts a share of the win</source>
        <translation>
            <numerusform>%nゲームが引き分け：各勝者は勝利の取り分を数えます</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the first player wins more than a fair share (Holm-adjusted p %1)</source>
        <translation>先手は公平な取り分より多く勝っています（Holm補正後のp %1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first player wins less than a fair share (Holm-adjusted p %1)</source>
        <translation>先手は公平な取り分より少なく勝っています（Holm補正後のp %1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first player&apos;s edge is under 5 points either way</source>
        <translation>先手の有利はどちら向きにも5ポイント未満です</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>score: mean %1 (%2), standard deviation %3, from %4 to %5</source>
        <translation>得点：平均 %1（%2）、標準偏差 %3、%4～%5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rounds: mean %1 (%2), median %3 (%4), from %5 to %6</source>
        <translation>ラウンド数：平均 %1（%2）、中央値 %3（%4）、%5～%6</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>odd game: game %1 (seed %2, %3) lasted %4</source>
        <translation>異例なゲーム：ゲーム%1（シード %2、%3）は%4続きました</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%nラウンド</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its record: %1</source>
        <translation>記録：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>automaton: mean score %1 (%2)</source>
        <translation>オートマ：平均得点 %1（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>shortages: in %1 of the games (%2; %3)</source>
        <translation>不足：ゲームの%1で発生（%2、%3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>reward pieces: share of the wins of the seats that received them, against a fair %1, strongest evidence first:</source>
        <translation>報酬のピース：受け取った席の勝利の取り分を公平な%1と比べ、証拠の強い順：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 (%3) of %4</source>
        <translation>%1 %2（%3）、%4中</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n席</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>puzzles (their intervals hold for all %n puzzles together):</source>
        <translation>
            <numerusform>パズル（区間は%n枚すべてについて同時に成り立ちます）：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>squares</source>
        <translation>マス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dealt</source>
        <translation>配布</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on offer</source>
        <translation>場に出た</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>taken when on offer</source>
        <translation>場にあるとき取られた</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completed when taken</source>
        <translation>取られて完成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points per game dealt</source>
        <translation>配られたゲームあたりの得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>too strong</source>
        <translation>強すぎる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>too weak</source>
        <translation>弱すぎる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too few games</source>
        <translation>ゲーム数が少なすぎる</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Holm&apos;s correction for %n seat(s) tested against a fair share</source>
        <translation>
            <numerusform>公平な取り分と比べて検定した%n席についてのHolmの補正</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>previous version: the run of %1 (%2 per setting)</source>
        <translation>前のバージョン：%1 の実行（設定ごとに%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>changed since: added %1; removed %2; changed %3</source>
        <translation>その後の変更：追加 %1、削除 %2、変更 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>records: %1 written to %2</source>
        <translation>記録：%1件を%2に書き出しました</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot create %1: %2</source>
        <translation>%1を作成できません：%2</translation>
    </message>
    <message numerus="yes">
        <location line="-123"/>
        <source>played %1 of %n game(s)</source>
        <translation>
            <numerusform>%nゲーム中%1ゲームを実行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>too few games to tell an edge of 5 points: about %n game(s) per setting are needed</source>
        <translation>
            <numerusform>5ポイントの有利を見分けるにはゲームが少なすぎます：設定ごとに約%nゲームが必要です</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BetterTurn</name>
    <message>
        <location filename="../../app/table/better_turn.py" line="+87"/>
        <source>Better: take</source>
        <translation>より良い手：取る</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>BotText</name>
    <message>
        <location filename="../../app/commands/bot.py" line="+115"/>
        <source>playing seat %1 in room %2</source>
        <translation>ルーム%2の席%1でプレイ中</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>watching room %1</source>
        <translation>ルーム%1を観戦中</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>connection lost: rejoining...</source>
        <translation>接続が切れました：再接続しています…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>back in the game</source>
        <translation>ゲームに戻りました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot join the game: %1</source>
        <translation>ゲームに参加できません：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the connection ended before the game did: %1</source>
        <translation>ゲームが終わる前に接続が終了しました：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>record saved to %1</source>
        <translation>記録を%1に保存しました</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot save the record: %1</source>
        <translation>記録を保存できません：%1</translation>
    </message>
    <message numerus="yes">
        <location line="-12"/>
        <source>the server refused %n action(s) in a row (the last: %1): stopping</source>
        <translation>
            <numerusform>サーバーがアクションを%n回続けて拒否しました（最後：%1）。停止します</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server&apos;s table could not be followed after %n resync(s) in a row: stopping</source>
        <translation>
            <numerusform>再同期を%n回続けても、サーバーの盤面についていけません。停止します</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server did not answer %n action(s) in a row: stopping</source>
        <translation>
            <numerusform>サーバーがアクションに%n回続けて応答しませんでした。停止します</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the server sent what the bot cannot read (%1): stopping</source>
        <translation>サーバーがボットの読めないものを送ってきました（%1）。停止します</translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <location filename="../../app/table/callout.py" line="+285"/>
        <source>Press F6 for the buttons: %1</source>
        <translation>F6でボタンへ：%1</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../../app/table/chat.py" line="+41"/>
        <source>Chat messages</source>
        <translation>チャットのメッセージ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write to the table…</source>
        <translation>テーブルに書き込む…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat message</source>
        <translation>チャットメッセージ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>ClassicDeck</name>
    <message>
        <location filename="../../app/i18n.py" line="+597"/>
        <source>Classic (first edition)</source>
        <translation>クラシック（初版）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 52 puzzles and 9 piece shapes of the first edition (2020).</source>
        <translation>初版（2020年）のパズル52枚と9種類のピースの形。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>monomino</source>
        <translation>モノミノ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>domino</source>
        <translation>ドミノ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight tromino</source>
        <translation>I型トロミノ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L tromino</source>
        <translation>L型トロミノ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight tetromino</source>
        <translation>I型テトロミノ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>square tetromino</source>
        <translation>正方形テトロミノ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L tetromino</source>
        <translation>L型テトロミノ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T tetromino</source>
        <translation>T型テトロミノ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S/Z tetromino</source>
        <translation>S/Z型テトロミノ</translation>
    </message>
</context>
<context>
    <name>ContinueAction</name>
    <message>
        <location filename="../../app/table/pause.py" line="+20"/>
        <source>C&amp;ontinue</source>
        <translation>続ける(&amp;O)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let the next computer player move (C, or Space on the table)</source>
        <translation>次のコンピューターに手番を進めさせます（C、テーブル上ではSpace）</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../app/table/counts.py" line="+31"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>ピース%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>not finished (%n action(s))</source>
        <translation>
            <numerusform>未終了（アクション%n回）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%2, %n empty square(s))</source>
        <translation>
            <numerusform>%1（%2、空きマス%n個）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Tied on %1 and %n completed puzzle(s): %2 wins with more pieces left in the supply (%3 against %4)</source>
        <translation>
            <numerusform>%1・完成パズル%n枚で同点：手持ちに残ったピースの多い%2の勝利（%3 対 %4）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Tied on %1, %n completed puzzle(s) and %2 left in the supply: a shared victory</source>
        <translation>
            <numerusform>%1・完成パズル%n枚・手持ちの残り%2で同点：勝利を分け合います</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CutNote</name>
    <message numerus="yes">
        <location filename="../../editor/limits.py" line="+45"/>
        <source>At most %n character(s): the rest of the pasted text was left out.</source>
        <translation>
            <numerusform>最大%n文字です。貼り付けたテキストの残りは省きました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckFiles</name>
    <message>
        <location filename="../../editor/deck_files.py" line="+75"/>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck “%1” has changes that are not saved.</source>
        <translation>デッキ「%1」には保存していない変更があります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save them before going on?</source>
        <translation>続ける前に保存しますか？</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot open the deck</source>
        <translation>デッキを開けません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 を開けません：%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open deck file</source>
        <translation>デッキファイルを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+62"/>
        <source>Project L decks (*.pldeck *.json);;All files (*)</source>
        <translation>Project L デッキ (*.pldeck *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>New deck</source>
        <translation>新しいデッキ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the new deck:</source>
        <translation>新しいデッキの名前：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My deck</source>
        <translation>マイデッキ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (my copy)</source>
        <translation>%1（コピー）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate deck</source>
        <translation>デッキを複製</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the copy:</source>
        <translation>コピーの名前：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This copy is yours to edit; Save puts it in the deck library.</source>
        <translation>このコピーは自由に編集できます。保存するとデッキライブラリに入ります。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The deck is not in the library yet: %1</source>
        <translation>デッキはまだライブラリにありません：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name shortened</source>
        <translation>名前を短縮しました</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A deck&apos;s name has at most %n character(s); it was shortened to “%1”.</source>
        <translation>
            <numerusform>デッキ名は%n文字までです。「%1」に短縮しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import a deck</source>
        <translation>デッキを取り込む</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot import the deck</source>
        <translation>デッキを取り込めません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Imported into the library as %1</source>
        <translation>%1 としてライブラリに取り込みました</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete deck</source>
        <translation>デッキを削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete “%1” from the deck library? This cannot be undone.</source>
        <translation>「%1」をデッキライブラリから削除しますか？元に戻せません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot delete the deck</source>
        <translation>デッキを削除できません</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>…and %n more.</source>
        <translation>
            <numerusform>…ほか%n件。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A game cannot be played with this deck yet. Fix these errors first:</source>
        <translation>このデッキではまだゲームを遊べません。先に次のエラーを直してください：</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Read-only deck</source>
        <translation>読み取り専用のデッキ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The classic deck is read-only. Duplicate it to make a deck of your own.</source>
        <translation>クラシックデッキは読み取り専用です。自分のデッキを作るには複製してください。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save deck as</source>
        <translation>名前を付けてデッキを保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+34"/>
        <source>Project L decks (*.pldeck)</source>
        <translation>Project L デッキ (*.pldeck)</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Cannot save the deck</source>
        <translation>デッキを保存できません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved as a draft to %1: a game cannot be played with it yet.</source>
        <translation>下書きとして %1 に保存しました。まだこのデッキでゲームは遊べません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export deck</source>
        <translation>デッキを書き出す</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export the deck</source>
        <translation>デッキを書き出せません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to %1</source>
        <translation>%1 に書き出しました</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <location line="+4"/>
        <source>Play this deck</source>
        <translation>このデッキで遊ぶ</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The game plays the saved deck. Save your changes now?</source>
        <translation>ゲームでは保存済みのデッキを使います。今すぐ変更を保存しますか？</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game could not be started.</source>
        <translation>ゲームを開始できませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting the game…</source>
        <translation>ゲームを開始しています…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Restored “%1”; save it to keep it.</source>
        <translation>「%1」を復元しました。残すには保存してください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Restore the deck?</source>
        <translation>デッキを復元しますか？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deck autosaved on %1 cannot be restored: %2</source>
        <translation>%1 に自動保存されたデッキを復元できません：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The editor closed without saving the deck “%1”. Its autosave of %2 can be restored.</source>
        <translation>デッキ「%1」を保存しないままエディターが終了しました。%2 の自動保存から復元できます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Restore it to go on editing, or discard these changes for good.</source>
        <translation>復元して編集を続けるか、これらの変更を完全に破棄してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore</source>
        <translation>復元(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Later</source>
        <translation>後で(&amp;L)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Deck changed on disk</source>
        <translation>ディスク上でデッキが変更されました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file of the deck “%1” was changed outside the editor.</source>
        <translation>デッキ「%1」のファイルがエディターの外で変更されました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have changes here that are not saved. Reload the file and lose them, or keep editing your version (saving it replaces the file)?</source>
        <translation>ここには保存していない変更があります。ファイルを読み込み直して変更を失いますか？それともこのまま編集を続けますか（保存するとファイルを置き換えます）？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reload it to see the changes?</source>
        <translation>読み込み直して変更を表示しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reload</source>
        <translation>読み込み直す(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep this version</source>
        <translation>このまま残す(&amp;K)</translation>
    </message>
</context>
<context>
    <name>DeckPage</name>
    <message>
        <location filename="../../editor/deck_page.py" line="+68"/>
        <source>What makes this deck special?</source>
        <translation>このデッキの特徴は？</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All white puzzles</source>
        <translation>白パズルすべて</translation>
    </message>
    <message numerus="yes">
        <location line="+143"/>
        <source>Black puzzles, %n player(s)</source>
        <translation>
            <numerusform>黒パズル（%n人）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>White puzzles, %n player(s)</source>
        <translation>
            <numerusform>白パズル（%n人）</numerusform>
        </translation>
    </message>
    <message>
        <location line="-142"/>
        <location line="+26"/>
        <source>Cards in each row</source>
        <translation>各段のカード枚数</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Black puzzles</source>
        <translation>黒パズル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White puzzles</source>
        <translation>白パズル</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Setup: 2 to 4 players</source>
        <translation>セットアップ：2～4人</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player starts with</source>
        <translation>各プレイヤーの初期ピース</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solo white puzzles</source>
        <translation>ソロ用の白パズル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo black puzzles</source>
        <translation>ソロ用の黒パズル</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Pieces above column %1</source>
        <translation>%1列目の上のピース</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Solo game</source>
        <translation>ソロゲーム</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>white on top of</source>
        <translation>枚の白を</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>black</source>
        <translation>枚の黒の上に</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solo deck</source>
        <translation>ソロ用の山札</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level-1 pieces above columns 1-3</source>
        <translation>1～3列目の上のレベル1ピース</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>手強い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>無敵</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Automaton&apos;s pieces</source>
        <translation>オートマのピース</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Piece</source>
        <translation>ピース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White rewards</source>
        <translation>白パズルの報酬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black rewards</source>
        <translation>黒パズルの報酬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve</source>
        <translation>共通ストック</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>built in (read-only)</source>
        <translation>組み込み（読み取り専用）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not saved yet</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Starting %1</source>
        <translation>初期ピース：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+107"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>白パズル%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>黒パズル%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>ピース%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%nマス</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 in all; %3, %4 in all.
%5 (%6) in the reserve.</source>
        <translation>%1（合計%2）、%3（合計%4）。
共通ストックに%5（%6）。</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Set black puzzles for %n player(s)</source>
        <translation>
            <numerusform>%n人用の黒パズルを設定</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Set white puzzles per game</source>
        <translation>1ゲームの白パズル枚数を設定</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set cards in each row</source>
        <translation>各段のカード枚数を設定</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Set starting pieces</source>
        <translation>初期ピースを設定</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Set the solo game</source>
        <translation>ソロゲームを設定</translation>
    </message>
</context>
<context>
    <name>DeckPart</name>
    <message>
        <location filename="../../editor/deck_part.py" line="+59"/>
        <source>An id has 1 to 16 printable characters.</source>
        <translation>IDは1～16文字の印字可能な文字です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already used in this deck.</source>
        <translation>%1はこのデッキですでに使われています。</translation>
    </message>
</context>
<context>
    <name>DeckStateText</name>
    <message>
        <location filename="../../app/core/deck_state.py" line="+22"/>
        <source>has errors to fix in the editor</source>
        <translation>エディターで直すべきエラーがあります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for the solo game</source>
        <translation>ソロゲームには</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>for %n player(s)</source>
        <translation>
            <numerusform>%n人プレイには</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>needs %n more white puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>%1白パズルがあと%n枚必要です</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>needs %n more black puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>%1黒パズルがあと%n枚必要です</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Draft</source>
        <translation>下書き</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1～%n人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>solo</source>
        <translation>ソロ</translation>
    </message>
</context>
<context>
    <name>DeckValidateText</name>
    <message>
        <location filename="../../app/commands/deck.py" line="+47"/>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>info</source>
        <translation>情報</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <comment>deck validate: a finding&apos;s severity, then its reason</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: “%2”: %3, %4 and %5</source>
        <translation>%1：「%2」：%3、%4、%5</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>ピース%n種</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>白パズル%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>黒パズル%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>playable: %1</source>
        <translation>プレイ可能：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draft: a game cannot be played with this deck as it is</source>
        <translation>下書き：このままではこのデッキでゲームを遊べません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays with: %1</source>
        <translation>遊べる人数：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>エラー%n件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>警告%n件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>puzzles:</source>
        <translation>パズル：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1  reward %2</source>
        <translation>%1  報酬 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(not solved)</source>
        <translation>（未解析）</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%nマス</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown: too hard for the solver</source>
        <translation>不明：ソルバーには難しすぎます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot be filled</source>
        <translation>埋められません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(too hard to count)</source>
        <translation>（多すぎて数えきれません）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fewest %1  fillings %2</source>
        <translation>最少ピース数 %1  埋め方 %2通り</translation>
    </message>
</context>
<context>
    <name>EditCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="+36"/>
        <source>Set points of %n puzzle(s)</source>
        <translation>
            <numerusform>%n枚のパズルの得点を設定</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Set reward of %n puzzle(s)</source>
        <translation>
            <numerusform>%n枚のパズルの報酬を設定</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) white</source>
        <translation>
            <numerusform>%n枚のパズルを白にする</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) black</source>
        <translation>
            <numerusform>%n枚のパズルを黒にする</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Delete %n puzzle(s)</source>
        <translation>
            <numerusform>パズル%n枚を削除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Duplicate %n puzzle(s)</source>
        <translation>
            <numerusform>パズル%n枚を複製</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Paste %n puzzle(s)</source>
        <translation>
            <numerusform>パズル%n枚を貼り付け</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n枚のカードを選択中</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorActions</name>
    <message>
        <location filename="../../editor/actions.py" line="+56"/>
        <source>&amp;New deck…</source>
        <translation>新しいデッキ(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open deck file…</source>
        <translation>デッキファイルを開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import into library…</source>
        <translation>ライブラリに取り込む(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the deck in the library</source>
        <translation>デッキをライブラリに保存します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export deck file…</source>
        <translation>デッキファイルを書き出す(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a copy of the deck anywhere</source>
        <translation>デッキのコピーを任意の場所に書き出します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplicate deck</source>
        <translation>デッキを複製(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make an editable copy of this deck</source>
        <translation>このデッキの編集できるコピーを作ります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PDF for print &amp;&amp; play…</source>
        <translation>プリント&amp;&amp;プレイ用PDFを書き出す(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle cards at real size and sheets of pieces</source>
        <translation>実物大のパズルカードとピースのシート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export for &amp;Tabletop Simulator…</source>
        <translation>Tabletop Simulator用に書き出す(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card sheets and a saved object for playtests in Tabletop Simulator</source>
        <translation>Tabletop Simulatorでテストプレイするためのカードシートと保存オブジェクト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;lay this deck</source>
        <translation>このデッキで遊ぶ(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game with this deck</source>
        <translation>このデッキでゲームを始めます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy cards</source>
        <translation>カードをコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected puzzle cards, to paste them into this or another deck</source>
        <translation>選択したパズルカードをコピーして、このデッキや別のデッキに貼り付けられるようにします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pa&amp;ste cards</source>
        <translation>カードを貼り付け(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the puzzle cards copied from a deck</source>
        <translation>デッキからコピーしたパズルカードを追加します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;white puzzle</source>
        <translation>白パズルを追加(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a white puzzle</source>
        <translation>白パズルを追加します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;black puzzle</source>
        <translation>黒パズルを追加(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a black puzzle</source>
        <translation>黒パズルを追加します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;piece</source>
        <translation>ピースを追加(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a piece</source>
        <translation>ピースを追加します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Generate…</source>
        <translation>生成(&amp;G)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generate puzzle cards that meet constraints you set</source>
        <translation>設定した条件に合うパズルカードを生成します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a &amp;filling</source>
        <translation>埋め方を表示(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show one way to fill the card with the reserve&apos;s pieces</source>
        <translation>共通ストックのピースでカードを埋める方法を1つ表示します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Balance…</source>
        <translation>バランス(&amp;B)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards as a &amp;table</source>
        <translation>カードを表で表示(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the puzzle cards as a table of their figures</source>
        <translation>パズルカードを数値の表で表示します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the deck library &amp;folder</source>
        <translation>デッキライブラリのフォルダーを開く(&amp;F)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;uzzle</source>
        <translation>パズル(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deck</source>
        <translation>デッキ(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo %1</source>
        <translation>元に戻す：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo %1</source>
        <translation>やり直す：%1</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../../editor/window.py" line="+106"/>
        <source>Puzzles</source>
        <translation>パズル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pieces</source>
        <translation>ピース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The classic deck is read-only. Duplicate it to make a deck of your own.</source>
        <translation>クラシックデッキは読み取り専用です。自分のデッキを作るには複製してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duplicate to edit</source>
        <translation>複製して編集</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Decks</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+189"/>
        <source>Validation</source>
        <translation>検証</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>(read-only)</source>
        <translation>（読み取り専用）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1[*]%2 — Project L Deck Editor</source>
        <translation>%1[*]%2 — Project L デッキエディター</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Validation (%1)</source>
        <translation>検証（%1）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Row %1, column %2</source>
        <translation>%1行、%2列</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Cannot open the deck library</source>
        <translation>デッキライブラリを開けません</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Balance lab</source>
        <translation>バランスラボ</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>The deck could not be autosaved: %1</source>
        <translation>デッキを自動保存できませんでした：%1</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Opening %1…</source>
        <translation>%1を開いています…</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <location filename="../../editor/exports.py" line="+41"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Export PDF</source>
        <translation>PDFを書き出す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDFファイル (*.pdf)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Print &amp; play</source>
        <translation>プリント&amp;プレイ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Writing the PDF…</source>
        <translation>PDFを書き出しています…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Wrote %n page(s) to %1</source>
        <translation>
            <numerusform>%nページを %1 に書き込みました</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write the PDF</source>
        <translation>PDFを書き込めません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PDF export cancelled: nothing was written</source>
        <translation>PDFの書き出しを中止しました：何も書き込まれていません</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Export for Tabletop Simulator: choose a folder</source>
        <translation>Tabletop Simulator用に書き出す：フォルダーを選択</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tabletop Simulator</source>
        <translation>Tabletop Simulator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Painting the card sheets…</source>
        <translation>カードシートを描いています…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wrote the Tabletop Simulator deck to %1</source>
        <translation>Tabletop Simulator用のデッキを%1に書き出しました</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export the deck</source>
        <translation>デッキを書き出せません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export cancelled: nothing was written</source>
        <translation>書き出しを中止しました：何も書き込まれていません</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../editor/panels.py" line="+193"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop checking the deck</source>
        <translation>デッキの検証を中止します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check again</source>
        <translation>再検証</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Show notes</source>
        <translation>注記を表示</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Validation findings</source>
        <translation>検証結果</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 of %n puzzle(s)</source>
        <translation>
            <numerusform>パズル%n枚中%1枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking the deck…</source>
        <translation>デッキを検証しています…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Checking the deck failed: %1</source>
        <translation>デッキの検証に失敗しました：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checking was cancelled: the findings below may be out of date.</source>
        <translation>検証は中止されました。以下の結果は古い可能性があります。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No problems found: the deck can be saved and played.</source>
        <translation>問題はありません。デッキを保存して遊べます。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>エラー%n件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>警告%n件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the deck is a draft until they are fixed</source>
        <translation>直すまでこのデッキは下書きです</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../app/table/game_files.py" line="+82"/>
        <location line="+10"/>
        <source>Open &amp;recent</source>
        <translation>最近のゲーム(&amp;R)</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>The analysis could not be saved: %1</source>
        <translation>分析を保存できませんでした：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The finished game could not be put in the history:
%1

It is kept with the autosaves and goes to the history at the next start.</source>
        <translation>終わったゲームを履歴に入れられませんでした：
%1

自動保存と一緒に残し、次回起動時に履歴に入れます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The finished game could not be put in the history:
%1

It is not kept anywhere else: save it to a file (Game &gt; Save) to keep it.</source>
        <translation>終わったゲームを履歴に入れられませんでした：
%1

ほかのどこにも残っていません。残すにはファイルに保存してください（ゲーム &gt; 保存）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>The history cannot be written</source>
        <translation>履歴を書き込めません</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n finished game(s) could not be put in the history:
%1

They stay with the autosaves and go to the history at a later start.</source>
        <translation>
            <numerusform>終わったゲーム%n件を履歴に入れられませんでした：
%1

自動保存と一緒に残し、次回以降の起動時に履歴に入れます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n finished game(s) of an earlier start are now in the history.</source>
        <translation>
            <numerusform>前回までに終わったゲーム%n件を履歴に入れました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-183"/>
        <source>Open a game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1);;Game records (*.json);;All files (*)</source>
        <translation>保存したゲーム (*%1);;ゲーム記録 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+31"/>
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 を開けません：
%2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>No recent games</source>
        <translation>最近のゲームはありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear the list</source>
        <translation>一覧を消去</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot save the game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be saved to %1:
%2</source>
        <translation>ゲームを %1 に保存できませんでした：
%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved to %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1)</source>
        <translation>保存したゲーム (*%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The autosave could not be written, so this game is kept nowhere. Save it to a file before closing?</source>
        <translation>自動保存を書き込めなかったため、このゲームはどこにも残っていません。閉じる前にファイルに保存しますか？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The autosave could not be written, so this game is kept nowhere. Save it to a file before it leaves the table?</source>
        <translation>自動保存を書き込めなかったため、このゲームはどこにも残っていません。テーブルから片付ける前にファイルに保存しますか？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is not kept</source>
        <translation>ゲームが残りません</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The finished game is saved in %1 as well</source>
        <translation>終わったゲームは %1 にも保存しました</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 was left as it is (%2); the finished game is in the history</source>
        <translation>%1 はそのままにしました（%2）。終わったゲームは履歴にあります</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../app/table/gamelog.py" line="+53"/>
        <source>an %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Someone</source>
        <translation>誰か</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 upgraded %2 to %3</source>
        <translation>%1が%2を%3にアップグレード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 exchanged %2 for %3</source>
        <translation>%1が%2を%3と交換</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+9"/>
        <source>%1 on %2</source>
        <translation>%2に%1</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 made a master action: %2</source>
        <translation>%1のマスターアクション：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1&apos;s Finishing Touches (-%2): %3</source>
        <translation>%1の仕上げ（-%2）：%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 placed nothing in Finishing Touches</source>
        <translation>%1は仕上げで配置なし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ended the turn</source>
        <translation>%1が手番を終了</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 completed %2 (+%3) and took %4</source>
        <translation>%1が%2を完成（+%3）、%4を獲得</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 completed %2 (+%3); the reserve is empty, no reward</source>
        <translation>%1が%2を完成（+%3）。共通ストックが空のため報酬なし</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 took %2 (%3, reward %4)</source>
        <translation>%1が%2を獲得（%3、報酬%4）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+62"/>
        <source>; %1 is revealed</source>
        <translation>、%1を公開</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>%1 took %2 from the reserve</source>
        <translation>%1が共通ストックから%2を獲得</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 returned %2 to the reserve</source>
        <translation>%1が%2を共通ストックに返却</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 placed %2 on %3</source>
        <translation>%1が%2を%3に配置</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 completed %2 (+%3)</source>
        <translation>%1が%2を完成（+%3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The reserve is empty: no reward for %1</source>
        <translation>共通ストックが空：%1の報酬なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took %2 as the reward for %3 (no %4 was left)</source>
        <translation>%1が%3の報酬として%2を獲得（%4は品切れ）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 took %2 as the reward for %3</source>
        <translation>%1が%3の報酬として%2を獲得</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No %1 is left for %2: %3 chooses among %4</source>
        <translation>%2の報酬の%1は品切れ：%3が%4から選択</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck is empty: the end of the game is triggered</source>
        <translation>山札が尽きた：ゲーム終了が確定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The black deck is empty: the end of the game is triggered</source>
        <translation>黒の山札が尽きた：ゲーム終了が確定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final round!</source>
        <translation>最終ラウンド！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Finishing Touches: -%2</source>
        <translation>%1の仕上げ：-%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 moved from above %2 to the automaton&apos;s supply</source>
        <translation>%2の上の%1がオートマの手持ちに移動</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A counter moved from above %1 to the automaton&apos;s supply</source>
        <translation>%1の上のカウンターがオートマの手持ちに移動</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automaton took %1 (%2)</source>
        <translation>オートマが%1を獲得（%2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every column was locked: one piece from above each column went back to the reserve</source>
        <translation>全列がロック：各列の上からピースを1つずつ共通ストックに返却</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every column was locked: one counter was removed from above each column</source>
        <translation>全列がロック：各列の上からカウンターを1つずつ除去</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automaton found no puzzle in the unlocked columns</source>
        <translation>オートマはロックされていない列にパズルなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Finishing Touches: %1</source>
        <translation>仕上げ：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2</source>
        <translation>ラウンド%1：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game log</source>
        <translation>ゲームログ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened in the game, newest at the bottom</source>
        <translation>ゲームの出来事（最新が一番下）</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>&amp;Copy the game as text</source>
        <translation>ゲームをテキストとしてコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 took back: %2</source>
        <translation>%1が取り消し：%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>an action</source>
        <translation>アクション</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../../app/table/main.py" line="+52"/>
        <source>The data folder cannot be used</source>
        <translation>データフォルダーを使えません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Project L cannot write to its data folder:
%1

The game is played without autosave, and finished games cannot go to the history. Save your game with Game &gt; Save to keep it.</source>
        <translation>Project L はデータフォルダーに書き込めません：
%1

自動保存なしでプレイし、終わったゲームは履歴に入りません。残すにはゲーム &gt; 保存 で保存してください。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>An autosaved game cannot be read</source>
        <translation>自動保存されたゲームを読み込めません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An autosaved game cannot be resumed: %1</source>
        <translation>自動保存されたゲームを再開できません：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown problem</source>
        <translation>不明な問題</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+28"/>
        <source>&amp;Put it in the history</source>
        <translation>履歴に入れる(&amp;P)</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+24"/>
        <source>&amp;Later</source>
        <translation>後で(&amp;L)</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+33"/>
        <source>Cannot move the game</source>
        <translation>ゲームを移動できません</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Resume the game?</source>
        <translation>ゲームを再開しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game was left unfinished: %1, last played %2.</source>
        <translation>終わっていないゲームがあります：%1、最終プレイ %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Cannot open the file</source>
        <translation>ファイルを開けません</translation>
    </message>
    <message>
        <location filename="../../app/table/window.py" line="+112"/>
        <source>Game log</source>
        <translation>ゲームログ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Autosave failed: %1</source>
        <translation>自動保存に失敗しました：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Autosave is off: %1</source>
        <translation>自動保存はオフです：%1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>How to &amp;play</source>
        <translation>遊び方(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules explained, with pictures</source>
        <translation>図解つきのルール説明</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The settings could not be saved: %1</source>
        <translation>設定を保存できませんでした：%1</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>Project L</source>
        <translation>Project L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1%2 - Project L</source>
        <translation>%1%2 - Project L</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>About Project L</source>
        <translation>Project L について</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Project L %1&lt;/h3&gt;&lt;p&gt;A desktop version of the puzzle board game Project L (first edition) for 1-4 players, with computer players and the solo automaton.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Project L %1&lt;/h3&gt;&lt;p&gt;パズルボードゲーム「Project L」（初版）のデスクトップ版です。1～4人用で、コンピュータープレイヤーとソロ用のオートマを備えています。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck editor is starting in a window of its own</source>
        <translation>デッキエディターを別ウィンドウで起動しています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot start the deck editor</source>
        <translation>デッキエディターを起動できません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck editor could not be started. Start it with the project-l-editor command.</source>
        <translation>デッキエディターを起動できませんでした。project-l-editor コマンドで起動してください。</translation>
    </message>
    <message>
        <location line="-286"/>
        <source>Game histor&amp;y…</source>
        <translation>ゲーム履歴(&amp;Y)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your stat&amp;istics…</source>
        <translation>あなたの統計(&amp;I)…</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <location filename="../../editor/generator_dialog.py" line="+145"/>
        <source>Generate puzzles</source>
        <translation>パズルの生成</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Constraints</source>
        <translation>条件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Colour:</source>
        <translation>色(&amp;C)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Squares:</source>
        <translation>マス数(&amp;S)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fewest pieces:</source>
        <translation>最少ピース数(&amp;F)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 means %1 or more</source>
        <translation>%1 は %1 以上を表します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;illings:</source>
        <translation>埋め方(&amp;I)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either</source>
        <translation>どちらでも</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+329"/>
        <source>Symmetric</source>
        <translation>対称</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Not symmetric</source>
        <translation>非対称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ymmetry:</source>
        <translation>対称性(&amp;Y)：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Allowed pieces:</source>
        <translation>使えるピース：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Not the same shape as a card of the deck</source>
        <translation>デッキのカードと同じ形は除く(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotated and mirrored shapes count as the same</source>
        <translation>回転した形や反転した形も同じ形とみなします</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Candi&amp;dates:</source>
        <translation>候補数(&amp;D)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;eed:</source>
        <translation>シード(&amp;E)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Candidates</source>
        <translation>候補</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>The generator failed: %1</source>
        <translation>生成に失敗しました：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Add %n generated puzzle(s)</source>
        <translation>
            <numerusform>生成したパズルを%n枚追加</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>symmetric</source>
        <translation>対称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not symmetric</source>
        <translation>非対称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidate %1 — squares: %2, fewest pieces: %3, fillings: %4, %5; suggested points: %6, reward: %7</source>
        <translation>候補 %1 — マス数：%2、最少ピース数：%3、埋め方：%4通り、%5。推奨得点：%6、報酬：%7</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>&amp;Add %n to the deck</source>
        <translation>
            <numerusform>%n枚をデッキに追加(&amp;A)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n candidate(s) selected</source>
        <translation>
            <numerusform>%n件の候補を選択中</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select one or more cards, then add them to the deck.</source>
        <translation>カードを1枚以上選んでから、デッキに追加してください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Generating… found %1 of %2</source>
        <translation>生成中… %2件中%1件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the constraints, then generate.</source>
        <translation>条件を決めてから生成してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found %1 of %2.</source>
        <translation>%2件中%1件が見つかりました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The generator&apos;s helper process stopped unexpectedly; Generate starts it again.</source>
        <translation>生成の補助プロセスが予期せず停止しました。「生成」で再び起動します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The constraints allow no more different shapes.</source>
        <translation>条件に合う別の形はもうありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more were found within the number of tries.</source>
        <translation>試行回数の上限までに、これ以上は見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more were found within the time allowed.</source>
        <translation>制限時間内に、これ以上は見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped.</source>
        <translation>停止しました。</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>&amp;Add to the deck</source>
        <translation>デッキに追加(&amp;A)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Fewest pieces: the fewest pieces of the allowed ones in the reserve that fill the card; each takes an action to place.</source>
        <translation>最少ピース数：共通ストックの使用可能なピースのうち、カードを埋めるのに必要な最少の数。1個置くごとにアクションを1回使います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fillings: in how many ways they fill it; few ways are harder to see.</source>
        <translation>埋め方：それらのピースでカードを埋める方法の数。方法が少ないほど見つけにくくなります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points and reward are suggested from the classic card of the same colour nearest in difficulty.</source>
        <translation>得点と報酬は、同じ色で難しさが最も近いクラシックのカードから提案されます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The candidate as a card</source>
        <translation>カードとして見た候補</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squares</source>
        <translation>マス数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recessed squares to fill</source>
        <translation>埋めるくぼんだマス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>最少ピース数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest pieces of the reserve (the allowed ones) that fill it</source>
        <translation>それを埋める共通ストックのピース（使用可能なもの）の最少数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fillings</source>
        <translation>埋め方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In how many ways the reserve&apos;s pieces fill it (%1+: %1 or more)</source>
        <translation>共通ストックのピースで埋める方法の数（%1+：%1通り以上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether it looks the same turned or mirrored</source>
        <translation>回転や鏡映で同じ形に見えるかどうか</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested points, from its difficulty</source>
        <translation>難しさから提案された得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>報酬</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested reward, from its difficulty and the rewards the deck gives</source>
        <translation>難しさとデッキの報酬から提案された報酬</translation>
    </message>
</context>
<context>
    <name>HintActions</name>
    <message>
        <location filename="../../app/table/hint_controller.py" line="+886"/>
        <source>&amp;Hint: best next action</source>
        <translation>ヒント：最善の次の一手(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+26"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>How to &amp;finish a puzzle…</source>
        <translation>パズルの完成方法(&amp;F)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show how your supply can finish one of your puzzles, or why it cannot yet (Shift+H)</source>
        <translation>手持ちで自分のパズルを完成させる方法、またはまだ完成できない理由を示します（Shift+H）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hint (coming…)</source>
        <translation>ヒント（準備中…）</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Show what a strong player would do now (H); it acts only when you click a piece it marks, Escape hides it</source>
        <translation>上手なプレイヤーが今何をするかを示します（H）。印の付いたピースをクリックしたときだけ代わりに置きます。Escapeで隠れます</translation>
    </message>
</context>
<context>
    <name>HintController</name>
    <message>
        <location line="-731"/>
        <source>an %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>There is no game on the table</source>
        <translation>テーブルにゲームがありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over: there is nothing left to hint</source>
        <translation>ゲームは終了しました。ヒントはもうありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No hint now: it is %1&apos;s turn (computer player)</source>
        <translation>今はヒントなし：%1（コンピューター）の手番です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wait until the pieces have landed</source>
        <translation>ピースが着地するまでお待ちください</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint request forgotten</source>
        <translation>ヒントの依頼を取り消しました</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How to finish %1: dropped, your planned pieces changed. Ask again</source>
        <translation>%1の完成方法：予定したピースが変わったため取り消しました。もう一度依頼してください</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Hint requested: it comes on your turn, %1 (computer player) is playing now. Escape forgets it</source>
        <translation>ヒントを依頼しました：あなたの手番に表示します。今は%1（コンピューター）がプレイ中です。Escapeで取り消し</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hint requested: it comes when the pieces have landed</source>
        <translation>ヒントを依頼しました：ピースが着地したら表示します</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hint: looking for a good next move…</source>
        <translation>ヒント：よい次の一手を探しています…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No hint: the suggestion was against the rules (%1)</source>
        <translation>ヒントなし：提案がルールに反していました（%1）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No hint: %1</source>
        <translation>ヒントなし：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How to finish %1 could not be worked out (%2). Ask again to try once more</source>
        <translation>%1の完成方法を調べられませんでした（%2）。もう一度依頼すると再試行します</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>place</source>
        <translation>置く</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 on %2</source>
        <translation>%2に%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the grid</source>
        <translation>グリッド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the row</source>
        <translation>場</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: take %1 from %2 (%3, reward %4)</source>
        <translation>ヒント：%2から%1を取る（%3、報酬%4）</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <source>take</source>
        <translation>取る</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Hint: take %1 from the reserve</source>
        <translation>ヒント：共通ストックから%1を取る</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint: upgrade your %1 to %2</source>
        <translation>ヒント：手持ちの%1を%2にアップグレード</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>upgrade</source>
        <translation>アップグレード</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: exchange your %1 for %2</source>
        <translation>ヒント：手持ちの%1を%2と交換</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exchange</source>
        <translation>交換</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>for %1</source>
        <translation>→%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: place the %1 on %2 as shown</source>
        <translation>ヒント：%1を図のように%2に置く</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: master action: place %1 as shown</source>
        <translation>ヒント：マスターアクション：%1を図のように置く</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: choose the %1 as your reward</source>
        <translation>ヒント：報酬に%1を選ぶ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>choose</source>
        <translation>選ぶ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: place nothing more and press Done: every piece would cost a point</source>
        <translation>ヒント：これ以上置かずに「完了」を押す。どのピースも1点減点になります</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: Finishing Touches: place %1 (-%2), then press Done</source>
        <translation>ヒント：仕上げ：%1を置き（-%2）、「完了」を押す</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: end your turn now</source>
        <translation>ヒント：今すぐ手番を終える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1</source>
        <translation>ヒント：%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 is not one of your puzzles</source>
        <translation>%1はあなたのパズルではありません</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>How to finish %1: working it out…</source>
        <translation>%1の完成方法：調べています…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>To finish %1, place %2 as shown</source>
        <translation>%1を完成させるには、%2を図のように置きます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how to finish</source>
        <translation>完成方法</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has too many possibilities: the solver could not work out in time whether your supply can finish it</source>
        <translation>%1は可能性が多すぎて、手持ちで完成できるかをソルバーが時間内に判断できませんでした</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too hard</source>
        <translation>難しすぎ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be finished with your supply. %2</source>
        <translation>%1は手持ちでは完成できません。%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Missing piece: %1 (the reserve has one).</source>
        <translation>足りないピース：%1（共通ストックにあります）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Missing pieces: %1 (the reserve has them).</source>
        <translation>足りないピース：%1（共通ストックにあります）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not yet</source>
        <translation>まだ無理</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You have no puzzle to finish: take one first</source>
        <translation>完成させるパズルがありません。まずパズルを取ってください</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>How to finish which puzzle?</source>
        <translation>どのパズルの完成方法？</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>How to finish %1</source>
        <translation>%1の完成方法</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: best next action</source>
        <translation>ヒント：最善の次の一手</translation>
    </message>
    <message>
        <location line="-600"/>
        <source>%1. A click on a marked piece puts it where the hint shows.</source>
        <translation>%1。印の付いたピースをクリックすると、ヒントの位置に置きます。</translation>
    </message>
    <message>
        <location line="+342"/>
        <source>place flipped</source>
        <translation>裏返して置く</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 on %2, flipped</source>
        <translation>%2に%1（裏返して）</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Hint: place the %1 on %2 as shown, flipped (F while you hold it)</source>
        <translation>ヒント：%1を裏返して図のように%2に置く（持っている間にF）</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>To finish %1, place %2 as shown, flipping the %3 (F while you hold it)</source>
        <translation>%1を完成させるには、%2を図のように置きます。%3は裏返します（持っている間にF）</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>The helper process that works out hints had to be restarted; the hint is asked again.</source>
        <translation>ヒントを考える補助プロセスを再起動しました。ヒントをもう一度求めています。</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../app/table/history_dialog.py" line="+49"/>
        <source>standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>手強い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>無敵</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>⚠ cannot be read</source>
        <translation>⚠ 読み込めません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (solo, %2)</source>
        <translation>%1（ソロ、%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 against %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 won</source>
        <translation>%1の勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the automaton won</source>
        <translation>オートマの勝利</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (shared)</source>
        <translation>%1（同点優勝）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game history</source>
        <translation>ゲーム履歴</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games played</source>
        <translation>プレイしたゲーム</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No game has been finished yet. Finished games appear here, and so do unfinished games you left for another.</source>
        <translation>終わったゲームはまだありません。終わったゲームと、途中で別のゲームに移った未終了のゲームがここに表示されます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Review</source>
        <translation>振り返る(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the &amp;folder</source>
        <translation>フォルダーを表示(&amp;F)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Classic</source>
        <translation>クラシック</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>⚠ %1 cannot be read: %2</source>
        <translation>⚠ %1 を読み込めません：%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 を開けません：
%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot open the history folder</source>
        <translation>履歴フォルダーを開けません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Delete the game?</source>
        <translation>ゲームを削除しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the game of %1 from the history? This cannot be undone.</source>
        <translation>%1のゲームを履歴から削除しますか？元に戻せません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot delete the game</source>
        <translation>ゲームを削除できません</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <location filename="../../app/table/hosting.py" line="+146"/>
        <source>Cannot host the game</source>
        <translation>ゲームをホストできません</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Cannot start the game on the server</source>
        <translation>サーバーでゲームを開始できません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port %1 is in use: another program (or another hosted game) listens on it. Choose another port in the new-game dialog&apos;s Network group.</source>
        <translation>ポート %1 は使用中です。ほかのプログラム（または別のホスト中のゲーム）が使っています。新しいゲームの画面の「ネットワーク」で別のポートを選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game could not be offered on port %1:
%2</source>
        <translation>ポート %1 でゲームを公開できませんでした：
%2</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The hosted game reports a problem: %1</source>
        <translation>ホスト中のゲームで問題が起きました：%1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A hosted game</source>
        <translation>ネットワークゲーム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game was played over the network (with %1). Host this game again with the same seats?</source>
        <translation>%1とネットワークで遊んだゲームです。同じ席でもう一度ホストしますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hosting again, the game goes on once every player has joined again under the same name. Playing locally, everyone plays at this computer.</source>
        <translation>もう一度ホストすると、全員が同じ名前で参加し直したときにゲームが再開します。このコンピューターで遊ぶと、全員がこのコンピューターで遊びます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Host again</source>
        <translation>もう一度ホスト(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play locally</source>
        <translation>このコンピューターで遊ぶ(&amp;P)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It was played on the server at %1: it is hosted there again.</source>
        <translation>%1のサーバーで遊んだゲームです。そのサーバーでもう一度ホストします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was played on the server at %1, but it is too long to send there: this computer hosts it again.</source>
        <translation>%1のサーバーで遊んだゲームですが、長すぎてサーバーに送れません。このコンピューターでもう一度ホストします。</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <location filename="../../app/table/howto.py" line="+84"/>
        <source>The guide is missing from this installation (resources/docs/howto.md).</source>
        <translation>このインストールにはガイドがありません（resources/docs/howto.md）。</translation>
    </message>
    <message>
        <location line="+421"/>
        <source>How to &amp;play</source>
        <translation>遊び方(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A guide to the game for new players, with pictures</source>
        <translation>初めての人向けの図解つきゲームガイド</translation>
    </message>
</context>
<context>
    <name>HowToDialog</name>
    <message>
        <location line="-351"/>
        <source>How to play Project L</source>
        <translation>Project L の遊び方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guide to the game for new players</source>
        <translation>初めての人向けのゲームガイド</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Guide</source>
        <translation>ガイド</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contents</source>
        <translation>目次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sections of the guide: choose one to go to it</source>
        <translation>ガイドの各節：選ぶとその節に移動します</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find in the guide</source>
        <translation>ガイド内を検索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find</source>
        <translation>検索</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Find:</source>
        <translation>検索(&amp;F)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pre&amp;vious</source>
        <translation>前へ(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The previous match (Shift+Enter)</source>
        <translation>前の一致（Shift+Enter）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt</source>
        <translation>次へ(&amp;X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next match (Enter)</source>
        <translation>次の一致（Enter）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save as P&amp;DF…</source>
        <translation>PDFとして保存(&amp;D)…</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>No match</source>
        <translation>一致なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Save the guide as PDF</source>
        <translation>ガイドをPDFとして保存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to play Project L.pdf</source>
        <translation>Project L の遊び方.pdf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDFファイル (*.pdf)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The PDF could not be saved: %1</source>
        <translation>PDFを保存できませんでした：%1</translation>
    </message>
</context>
<context>
    <name>InterruptText</name>
    <message>
        <location filename="../../app/core/words.py" line="+124"/>
        <source>stopped by Ctrl+C</source>
        <translation>Ctrl+Cで停止しました</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../app/table/join_dialog.py" line="+145"/>
        <source>Join a network game</source>
        <translation>ネットワークゲームに参加</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>Games on this network</source>
        <translation>このネットワークのゲーム</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Look again</source>
        <translation>もう一度探す(&amp;L)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>192.168.1.20:47470 or ws://…</source>
        <translation>192.168.1.20:47470 または ws://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s address and port, or a ws:// or wss:// address; a game picked above fills it in</source>
        <translation>ホストのアドレスとポート、または ws:// か wss:// のアドレス。上で選んだゲームが入力されます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Address:</source>
        <translation>アドレス(&amp;A)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The invite code the host gives you</source>
        <translation>ホストから受け取る招待コード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite &amp;code:</source>
        <translation>招待コード(&amp;C)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;name:</source>
        <translation>あなたの名前(&amp;N)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only for a server that asks for one</source>
        <translation>求めるサーバーの場合のみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server &amp;password:</source>
        <translation>サーバーのパスワード(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch only (as a spectator)</source>
        <translation>観戦のみ(&amp;W)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Join</source>
        <translation>参加(&amp;J)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The local network cannot be searched: %1</source>
        <translation>ローカルネットワークを検索できません：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (host: %2)</source>
        <translation>%1（ホスト：%2）</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>プレイヤー%n人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+87"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>空席%n</numerusform>
        </translation>
    </message>
    <message>
        <location line="-83"/>
        <source>another version of Project L</source>
        <translation>別のバージョンの Project L</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n game(s) found</source>
        <translation>
            <numerusform>%n件のゲームが見つかりました</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for games on this network…</source>
        <translation>このネットワークのゲームを探しています…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game found on this network yet. Or type the host&apos;s address below.</source>
        <translation>このネットワークにはまだゲームが見つかりません。下にホストのアドレスを入力することもできます。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>List the server&apos;s &amp;games</source>
        <translation>サーバーのゲーム一覧(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask the server at this address which games it runs; joining one still needs its invite code</source>
        <translation>このアドレスのサーバーに動いているゲームを問い合わせます。参加するには招待コードが必要です</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games on this server</source>
        <translation>このサーバーのゲーム</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+56"/>
        <source>Type the host&apos;s address, for example 192.168.1.20:47470.</source>
        <translation>ホストのアドレスを入力してください（例：192.168.1.20:47470）。</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Asking %1 for its games…</source>
        <translation>%1にゲームを問い合わせています…</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n game(s) on this server: ask its host for the invite code.</source>
        <translation>
            <numerusform>このサーバーにゲームが%n件あります。ホストに招待コードを聞いてください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No game on this server yet.</source>
        <translation>このサーバーにはまだゲームがありません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>started</source>
        <translation>開始済み</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The invite code has 8 letters and digits, like ABCD-EFGH.</source>
        <translation>招待コードは ABCD-EFGH のような8文字の英数字です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type your name: the other players see it.</source>
        <translation>名前を入力してください。ほかのプレイヤーに表示されます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connecting to %1…</source>
        <translation>%1に接続しています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spectator</source>
        <translation>観戦者</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot reach %1 yet, trying again… (attempt %2)</source>
        <translation>%1にまだ接続できません。再試行しています…（%2回目）</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <location filename="../../app/table/keyboard_help.py" line="+58"/>
        <source>On the table</source>
        <translation>テーブル上</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use it: take the card or piece, or open your piece&apos;s menu (place, upgrade, exchange)</source>
        <translation>使う：カードやピースを取る、または自分のピースのメニューを開く（置く、アップグレード、交換）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On one of your puzzles: open its menu (how to finish it, hint)</source>
        <translation>自分のパズル上で：そのメニューを開く（完成方法、ヒント）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hide a hint, leave the item you are on, or cancel a master action or Finishing Touches</source>
        <translation>ヒントを隠す、今の項目を離れる、またはマスターアクションや仕上げをキャンセル</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Holding a piece</source>
        <translation>ピースを持っているとき</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the piece over the puzzle</source>
        <translation>パズル上でピースを動かす</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the piece a quarter turn clockwise (the mouse wheel too)</source>
        <translation>ピースを時計回りに90度回す（マウスホイールでも可）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip the piece over, left to right</source>
        <translation>ピースを左右に裏返す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to your next or previous puzzle</source>
        <translation>次または前の自分のパズルへ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to your first, second… puzzle</source>
        <translation>1番目、2番目…の自分のパズルへ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the piece where it is shown</source>
        <translation>表示された位置にピースを置く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the piece back in your supply</source>
        <translation>ピースを手持ちに戻す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While pieces move</source>
        <translation>ピースが動いている間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any key but Tab (or a click) lets the moving pieces land at once</source>
        <translation>Tab以外の任意のキー（またはクリック）で、動いているピースをすぐに着地させる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a computer player&apos;s turn</source>
        <translation>コンピューターの手番の後</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the table waits (Edit &gt; Preferences: pause after each computer player&apos;s turn): let the next player move</source>
        <translation>テーブルが待機中のとき（編集 &gt; 設定：コンピューターの手番ごとに一時停止）：次のプレイヤーに進める</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the replay review (Game &gt; Review)</source>
        <translation>振り返り中（ゲーム &gt; 振り返り）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One action back or forwards</source>
        <translation>1アクション戻る・進む</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the start of this turn, or of the next one</source>
        <translation>この手番の最初、または次の手番の最初へ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To the deal, or to the end of the game</source>
        <translation>配り終えた時点、またはゲームの最後へ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the game on its own from here, or pause it</source>
        <translation>ここからゲームを自動再生、または一時停止</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analyse the game: the computer marks the turns that lost points</source>
        <translation>ゲームを分析：コンピューターが点を失った手番に印を付ける</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On a marked turn: show the better turn or the turn played</source>
        <translation>印の付いた手番で：より良い手か実際の手を表示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After an analysis: show the next marked turn, or the previous one</source>
        <translation>分析の後：次または前の印の付いた手番を表示</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Any key</source>
        <translation>任意のキー</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>&amp;Keyboard…</source>
        <translation>キーボード(&amp;K)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every key of the game and what it does</source>
        <translation>ゲームのすべてのキーとその働き</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Go to the next area of the table: your pieces, your puzzles, the rows, the reserve</source>
        <translation>テーブルの次のエリアへ：手持ち、自分のパズル、段、共通ストック</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go back to the previous area</source>
        <translation>前のエリアへ戻る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the next card, pile or piece of the area that way</source>
        <translation>エリア内でその方向の次のカード、山、ピースへ移動</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <location line="+130"/>
        <location line="+1"/>
        <source>Keyboard</source>
        <translation>キーボード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key of the game and what it does</source>
        <translation>ゲームのすべてのキーとその働き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole game can be played from the keyboard. Tab goes from item to item on the table, Enter uses the one you are on.</source>
        <translation>ゲームはすべてキーボードで遊べます。Tabでテーブル上の項目を移動し、Enterで今の項目を使います。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Each row: keys, then what they do</source>
        <translation>各行：キーとその働き</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What they do</source>
        <translation>働き</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Commands (menus and buttons)</source>
        <translation>コマンド（メニューとボタン）</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../app/i18n.py" line="-80"/>
        <source>La&amp;nguage</source>
        <translation>言語(&amp;N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../app/table/preferences.py" line="+233"/>
        <source>&amp;System default</source>
        <translation>システムの既定(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/table/preferences.py" line="+4"/>
        <source>Applies at once. A deck editor or game already open in a window of its own follows when it starts again.</source>
        <translation>すぐに反映されます。別ウィンドウですでに開いているデッキエディターやゲームは、次の起動時に切り替わります。</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../../app/lessons/first_game.py" line="+42"/>
        <source>Learn to play</source>
        <translation>はじめてのゲーム</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Welcome to Project L</source>
        <translation>Project Lへようこそ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and Ada take turns. Each turn has three actions. You score by completing puzzles: fill every hole of a puzzle card with pieces. The most points at the end wins.</source>
        <translation>あなたとAdaが交互に手番を行います。1回の手番でアクションを3回行います。パズルを完成させると得点になります。パズルカードの穴をすべてピースで埋めましょう。最後に最も多く得点した人の勝ちです。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a puzzle</source>
        <translation>パズルを取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first action: click the puzzle W10 in the white row. It moves onto your mat, ready to be filled.</source>
        <translation>1回目のアクション：白の段にあるパズルW10をクリックしてください。W10が手元に移り、ピースを置けるようになります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../app/lessons/solo.py" line="+45"/>
        <source>Take a piece</source>
        <translation>ピースを取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second action: take a level-1 piece, the single square O1. Click its pile in the reserve.</source>
        <translation>2回目のアクション：レベル1ピース（1マスのO1）を取ります。共通ストックにあるO1の山をクリックしてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Place a piece: rotate and flip</source>
        <translation>ピースを置く：回転と裏返し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third action: drag your I2 from your supply onto W10. It lies flat; while you hold it, press R (or turn the wheel) to stand it up, and F (or the right button) flips a piece. Drop it on the top two holes.</source>
        <translation>3回目のアクション：手持ちのI2をW10へドラッグします。I2は横向きなので、つかんだままR（またはホイール）で縦向きにします。F（または右ボタン）でピースを裏返せます。上の2つの穴に置いてください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Complete the puzzle</source>
        <translation>パズルを完成させる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That was your third action, so Ada played her turn. Now put your O1 in the last hole of W10. A completed puzzle scores its points, gives back the pieces on it and rewards you with the piece shown on it.</source>
        <translation>3回目のアクションが終わったので、Adaが手番を行いました。今度はO1をW10の最後の穴に置きましょう。完成したパズルは得点になり、置いたピースは手持ちに戻り、カードに描かれた報酬のピースがもらえます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Upgrade a piece</source>
        <translation>ピースをアップグレードする</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W10 scored 1 point and gave you an I2. Upgrading returns a piece and takes one a level higher. Right-click your I2 (or press Enter on it) and choose Upgrade to L3.</source>
        <translation>W10で1点を得て、報酬のI2をもらいました。アップグレードでは、ピースを1つ返して1つ上のレベルのピースを取ります。I2を右クリック（またはI2の上でEnter）し、「I2のアップグレード先」のL3を選んでください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Exchange a piece</source>
        <translation>ピースを交換する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchanging swaps a piece for another of the same level or lower. Right-click your new L3 and exchange it for an I3.</source>
        <translation>交換では、ピースを同じレベル以下の別のピースと交換します。手に入れたL3を右クリックし、I3と交換してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Two more puzzles</source>
        <translation>さらにパズルを2枚</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Ada played again. Take the puzzle W29 from the white row...</source>
        <translation>Adaがまた手番を行いました。白の段からパズルW29を取り…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>...and W30 as well. You may have up to four puzzles on your mat.</source>
        <translation>…W30も取ってください。手元にはパズルを4枚まで置けます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The master action</source>
        <translation>マスターアクション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a turn, the master action places one piece on each of your puzzles for a single action. Press Master action (M), drag your I3 (standing) onto the top three holes of W29 and your I2 (standing) onto the top two holes of W30, then press Confirm (Ctrl+Enter).</source>
        <translation>マスターアクションは手番に1回だけ使え、1回のアクションで自分のパズルそれぞれにピースを1つずつ置けます。「マスターアクション」（M）を押し、縦向きのI3をW29の上の3つの穴へ、縦向きのI2をW30の上の2つの穴へドラッグして、「確定」（Ctrl+Enter）を押してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fast-forward</source>
        <translation>早送り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson now jumps ahead to round 7 of this game, near its end. You have three completed puzzles; only one black card is left in the black deck.</source>
        <translation>レッスンはこのゲームのラウンド7、終盤まで進みます。完成したパズルは3枚で、黒の山札は残り1枚です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Flip a piece</source>
        <translation>ピースを裏返す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hole of W20 is the mirror image of your L4 as it lies in your supply: turning alone will not do. Drag the L4 onto W20; while you hold it, press F (or the right button) to flip it and R (or the wheel) to turn it until it matches the hole, then drop it. Completing W20 makes room on your mat.</source>
        <translation>W20の残りのくぼんだマスは、手持ちに置かれているL4を鏡に映した形です。回すだけでは合いません。L4をW20へドラッグし、持ったままF（または右ボタン）で裏返し、R（またはホイール）でくぼみに合うまで回してから放してください。W20が完成すると、新しいパズルを置く場所が空きます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The end of the game</source>
        <translation>ゲームの終わり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the black deck runs out, the end is triggered. Take B16: the last black card replaces it.</source>
        <translation>黒の山札が尽きると、ゲームの終了が確定します。B16を取ってください。空いた場所に最後の黒のカードが補充されます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The final round</source>
        <translation>最終ラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This round is finished, then everyone plays one more round: the final round. Play on freely now; hints are on (Help &gt; Hint, H). When nothing useful is left, end your turn (E).</source>
        <translation>このラウンドを最後まで行ったあと、全員がもう1ラウンド、最終ラウンドを行います。ここからは自由に遊んでください。ヒントも使えます（ヘルプ &gt; ヒント、H）。できることがなくなったら手番を終えてください（E）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Finishing Touches</source>
        <translation>仕上げ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the final round come the Finishing Touches: you may still put pieces from your supply on your unfinished puzzles to complete them, but each piece costs 1 point and there are no rewards now.</source>
        <translation>最終ラウンドのあとは仕上げです。手持ちのピースを未完成のパズルに置いて完成させることができますが、ピース1つにつき1点減点され、報酬はもらえません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scoring</source>
        <translation>得点計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your score is the points of your completed puzzles minus your Finishing Touches; unfinished puzzles count nothing. The highest score wins. Place pieces, or none, and press Done: the results show who won. You know the game now: have fun!</source>
        <translation>得点は、完成したパズルの点数の合計から仕上げの減点を引いたものです。未完成のパズルは0点です。最も得点の高い人の勝ちです。ピースを置くか、何も置かずに「完了」を押すと、結果に勝者が表示されます。これで遊び方はひととおり覚えました。楽しんでください！</translation>
    </message>
    <message>
        <location filename="../../app/lessons/solo.py" line="-29"/>
        <source>Solo lesson</source>
        <translation>ソロのレッスン</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grid</source>
        <translation>グリッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the solo game the puzzles lie in a grid of three columns. You take puzzles from it; so does the automaton, your opponent, at the end of each of your turns.</source>
        <translation>ソロゲームでは、パズルが3列のグリッドに並びます。あなたはここからパズルを取ります。対戦相手のオートマも、あなたの手番が終わるたびにここから取ります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Locks and counters</source>
        <translation>ロックとカウンター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters above a column lock it: the automaton cannot take from a locked column. Taking a puzzle from a locked column moves one of its counters to the automaton&apos;s supply.</source>
        <translation>列の上にカウンターがあると、その列はロックされます。オートマはロックされた列からは取れません。ロックされた列からパズルを取ると、その列のカウンター1個がオートマの手持ちに移ります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open a column</source>
        <translation>列を開放する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take W12 from the left column. Its only counter goes to the automaton: the left column is open now.</source>
        <translation>左の列からW12を取ってください。その列の1個だけのカウンターがオートマに移り、左の列が開放されます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a level-1 piece from the reserve.</source>
        <translation>共通ストックからレベル1ピースを取ってください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the automaton picks</source>
        <translation>オートマの選び方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your turn ends, the automaton takes the puzzle with the most points from an open column (the first one on a tie). Then it puts all its counters, and one from each other column, above that column. If every column is locked, it takes nothing and one counter leaves each column instead.</source>
        <translation>あなたの手番が終わると、オートマは開放された列から最も点数の高いパズルを取ります（同点なら最初のもの）。そして自分のカウンターすべてと、ほかの列から1個ずつのカウンターを、その列の上に置きます。すべての列がロックされていれば何も取らず、代わりに各列からカウンターが1個ずつ取り除かれます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End your turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last action: place your I2 on W12, anywhere it fits. Then watch the automaton.</source>
        <translation>最後のアクション：I2をW12の置ける場所に置いてください。そのあと、オートマの動きを見てみましょう。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Why columns matter</source>
        <translation>列が大事なわけ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It took W04 (2 points) from the open left column and locked it with its counters. A column you empty of counters is open to the automaton; keep the puzzles you want in locked columns and leave it only the cheap ones. The right column is open now: watch it.</source>
        <translation>オートマは開放された左の列からW04（2点）を取り、自分のカウンターでその列をロックしました。カウンターがなくなった列はオートマに開放されます。欲しいパズルはロックされた列に置いたままにし、オートマには点数の低いパズルだけを取らせましょう。今は右の列が開放されています。目を離さないでください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play on</source>
        <translation>続けて遊ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rest of the game is yours, with hints on (Help &gt; Hint, H). Beat the automaton&apos;s score!</source>
        <translation>ここからは自由に遊んでください。ヒントも使えます（ヘルプ &gt; ヒント、H）。オートマの得点を上回りましょう！</translation>
    </message>
</context>
<context>
    <name>LessonActions</name>
    <message>
        <location filename="../../app/table/lesson.py" line="+597"/>
        <source>&amp;Learn to play…</source>
        <translation>はじめてのゲーム(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game against an easy computer player</source>
        <translation>易しいコンピューターを相手に、案内つきで最初のゲームを遊びます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Solo lesson…</source>
        <translation>ソロのレッスン(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short guided solo game: the grid, locks and the automaton</source>
        <translation>案内つきの短いソロゲーム：グリッド、ロック、オートマ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lea&amp;ve lesson</source>
        <translation>レッスンをやめる(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the lesson; Learn to play resumes it</source>
        <translation>レッスンを中断します。「はじめてのゲーム」で再開できます</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Learn to play</source>
        <translation>はじめてのゲーム(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game: the program shows you every rule</source>
        <translation>案内つきの最初のゲーム：ルールを1つずつ説明します</translation>
    </message>
</context>
<context>
    <name>LessonRunner</name>
    <message>
        <location line="-415"/>
        <source>You left this lesson at step %1 of %2. Go on from there, or start it again?</source>
        <translation>前回はこのレッスンのステップ%1/%2で中断しました。そこから続けますか、それとも最初からやり直しますか？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume lesson</source>
        <translation>レッスンを再開(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start again</source>
        <translation>最初から(&amp;S)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Lesson completed</source>
        <translation>レッスン完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the lesson: Help &gt; Learn to play… resumes it</source>
        <translation>レッスンを中断しました。ヘルプ &gt; はじめてのゲーム… で再開できます</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>The lesson first wants you to read its note: press Next (or F6, then Enter)</source>
        <translation>まずレッスンの説明を読んでください。「次へ」を押します（またはF6のあとEnter）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not now: the lesson asks you to do this first: %1</source>
        <translation>今はできません。レッスンでは先にこれを行います：%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Close lesson</source>
        <translation>レッスンを閉じる(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave lesson</source>
        <translation>レッスンをやめる(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1（%2/%3）</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <location filename="../../editor/panels.py" line="-239"/>
        <source>Deck library</source>
        <translation>デッキライブラリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New…</source>
        <translation>新規…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import…</source>
        <translation>取り込む…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your decks are kept in the deck library folder; the game lists them in its new-game dialog.</source>
        <translation>デッキはデッキライブラリのフォルダーに保存され、ゲームの新規ゲーム画面に表示されます。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>built in · read-only</source>
        <translation>組み込み · 読み取り専用</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>パズル%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>ピース%n個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot be read</source>
        <translation>読み込めません</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../../app/table/lobby.py" line="+239"/>
        <source>Network game: lobby</source>
        <translation>ネットワークゲーム：ロビー</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Leave</source>
        <translation>退出(&amp;L)</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../../app/table/host_lobby.py" line="+95"/>
        <source>Tell your friends</source>
        <translation>友だちに伝えること</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Invite code:</source>
        <translation>招待コード：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invite code</source>
        <translation>招待コード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the invite code and the addresses</source>
        <translation>招待コードとアドレスをコピーします</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+82"/>
        <source>Addresses:</source>
        <translation>アドレス：</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Addresses</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Remove a player:</source>
        <translation>プレイヤーを外す(&amp;R)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove a player</source>
        <translation>プレイヤーを外す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>外す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this player off their seat: the seat waits for another player</source>
        <translation>このプレイヤーを席から外します。席はほかのプレイヤーを待ちます</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+34"/>
        <source>St&amp;op hosting</source>
        <translation>ホストをやめる(&amp;O)</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+33"/>
        <source>Stop hosting this game: the players who joined are disconnected</source>
        <translation>このゲームのホストをやめます。参加したプレイヤーの接続は切れます</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This game runs on the server at %1. Your friends join with Game &gt; Join a network game: they type this address, then the invite code.</source>
        <translation>このゲームは%1のサーバーで動いています。友だちは「ゲーム」＞「ネットワークゲームに参加」で、このアドレスと招待コードを入力して参加します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Making the room on the server…</source>
        <translation>サーバーにルームを作っています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server:</source>
        <translation>サーバー：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave the r&amp;oom</source>
        <translation>ルームを退出(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game on the server: the server closes the room once nobody is in it</source>
        <translation>サーバー上のこのゲームから退出します。だれもいなくなると、サーバーはルームを閉じます</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This saved game goes on when every player is back in their seat: they join with the address and the code below, under the same name as before.</source>
        <translation>この保存したゲームは、全員が自分の席に戻ると再開します。下のアドレスとコードを使い、前と同じ名前で参加してもらいます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your friends join with Game &gt; Join a network game: they find this game on the local network, or type an address below, then the invite code.</source>
        <translation>友だちは「ゲーム」＞「ネットワークゲームに参加」で参加します。ローカルネットワークでこのゲームを見つけるか、下のアドレスを入力し、招待コードを入力します。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This computer has no network address that others can reach: only players on this computer can join (port %1).</source>
        <translation>このコンピューターには、ほかの人から届くネットワークアドレスがありません。このコンピューターのプレイヤーだけが参加できます（ポート %1）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Friends outside your home network can join only if your router forwards TCP port %1 to this computer (or use a dedicated server): see “Play over the network” in the README.</source>
        <translation>家のネットワークの外にいる友だちが参加するには、ルーターで TCP ポート %1 をこのコンピューターに転送する必要があります（または専用サーバーを使います）。README の「Play over the network」を見てください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open the README</source>
        <translation>README を開く</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seat %1: %2</source>
        <translation>%1番の席：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Opening the room…</source>
        <translation>ルームを開いています…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game has started.</source>
        <translation>ゲームが始まりました。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Waiting for %n player(s) to join (seat %1).</source>
        <translation>
            <numerusform>%n人のプレイヤーの参加を待っています（%1番の席）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for %1 to be ready.</source>
        <translation>%1 の準備ができるのを待っています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone is here and ready: start the game when you like.</source>
        <translation>全員そろって準備ができました。好きなときにゲームを始めてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invite code: %1</source>
        <translation>招待コード：%1</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <location filename="../../app/table/lobby.py" line="-171"/>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>I am &amp;ready to start</source>
        <translation>準備完了(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell the host you are ready to start</source>
        <translation>開始の準備ができたことをホストに知らせます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An AI &amp;plays for a dropped player after:</source>
        <translation>切断したプレイヤーの代わりにAIがプレイするまで(&amp;P)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An AI plays for a dropped player after</source>
        <translation>切断したプレイヤーの代わりにAIがプレイするまで</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Start the game</source>
        <translation>ゲームを開始(&amp;S)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connection</source>
        <translation>接続</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+55"/>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Never</source>
        <translation>しない</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n分</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Waiting for the room…</source>
        <translation>ルームを待っています…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game: %1</source>
        <translation>ゲーム：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s seats</source>
        <translation>ゲームの席</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (computer player)</source>
        <translation>%1（コンピューター）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (you)</source>
        <translation>%1（あなた）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (host)</source>
        <translation>%1（ホスト）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI playing</source>
        <translation>AIが代理でプレイ中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected</source>
        <translation>接続中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free seat</source>
        <translation>空席</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected</source>
        <translation>未接続</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not ready</source>
        <translation>準備中</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n spectator(s) watching</source>
        <translation>
            <numerusform>観戦者%n人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is dealt from a seed the host typed: the deal is no secret, and whoever knows the seed knows every card still face down.</source>
        <translation>このゲームはホストが入力したシードで配られています。配り方は秘密ではなく、シードを知っている人は裏向きのカードをすべて知ることができます。</translation>
    </message>
</context>
<context>
    <name>LogFolding</name>
    <message>
        <location filename="../../app/table/log_strip.py" line="+112"/>
        <source>Game log strip</source>
        <translation>ゲームログの帯</translation>
    </message>
</context>
<context>
    <name>LogStripButton</name>
    <message numerus="yes">
        <location line="-54"/>
        <source>Game log (%n new)</source>
        <translation>
            <numerusform>ゲームログ（新着%n）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <translation>ゲームログ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the game log (Ctrl+L)</source>
        <translation>ゲームログを表示（Ctrl+L）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opens the list of everything that happened in the game</source>
        <translation>ゲーム中の出来事すべての一覧を開きます</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <location filename="../../app/table/net_play.py" line="+108"/>
        <source>&amp;Join a network game…</source>
        <translation>ネットワークゲームに参加(&amp;J)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play at a game another program hosts, on this network or at an address</source>
        <translation>ほかのプログラムがホストするゲームに、このネットワークまたはアドレスで参加します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave the network game…</source>
        <translation>ネットワークゲームから退出(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../app/table/lobby.py" line="-75"/>
        <location filename="../../app/table/net_play.py" line="+14"/>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="+6"/>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Network game</source>
        <translation>ネットワークゲーム</translation>
    </message>
    <message>
        <location line="+245"/>
        <source>Leave the network game</source>
        <translation>ネットワークゲームから退出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game? While it goes on, you can take your seat again: join with the same address, invite code and name.</source>
        <translation>このゲームから退出しますか？ゲームが続いている間は、同じアドレス・招待コード・名前で参加すれば自分の席に戻れます。</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../../app/table/join_dialog.py" line="-335"/>
        <source>There is no game with this invite code at %1. Check the code and the address.</source>
        <translation>%1にはこの招待コードのゲームがありません。コードとアドレスを確認してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The invite code is not right. Ask the host for it again.</source>
        <translation>招待コードが違います。ホストにもう一度聞いてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every seat of this game is taken. You can still watch it: tick Watch only.</source>
        <translation>このゲームの席はすべて埋まっています。「観戦のみ」にチェックすれば観戦できます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot reach %1. Check the address, and that the host&apos;s program is running and can be reached (firewall, port forwarding).</source>
        <translation>%1に接続できません。アドレスと、ホストのプログラムが動いていて接続できる状態か（ファイアウォール、ポート転送）を確認してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host plays another version of Project L, which speaks another version of the network protocol. Use the same version on both computers.</source>
        <translation>ホストは別のバージョンの Project L を使っていて、ネットワークプロトコルのバージョンが違います。両方のコンピューターで同じバージョンを使ってください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 asks for a password: type the one its operator gave you.</source>
        <translation>%1のサーバーはパスワードを求めています。管理者から受け取ったパスワードを入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server is full. Try again later.</source>
        <translation>サーバーが満員です。後でもう一度試してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the connection: too many messages.</source>
        <translation>ホストが接続を切りました：メッセージが多すぎます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot take more spectators.</source>
        <translation>このゲームはこれ以上観戦者を受け入れられません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server at %1 takes no more connections or games from your network address. Close some (other game windows, bots), then try again.</source>
        <translation>%1のサーバーは、あなたのネットワークアドレスからの接続やゲームをこれ以上受け付けません。いくつか（ほかのゲームウィンドウ、コンピューターの参加者など）を閉じてから、もう一度試してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The host said no: %1</source>
        <translation>ホストに断られました：%1</translation>
    </message>
    <message>
        <location filename="../../app/table/lobby.py" line="+168"/>
        <source>Connecting…</source>
        <translation>接続しています…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the room. The game starts when the host starts it.</source>
        <translation>ルームに入りました。ホストが開始するとゲームが始まります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/table/net_play.py" line="-50"/>
        <source>Connection lost, rejoining… (attempt %1)</source>
        <translation>接続が切れました。再参加しています…（%1回目）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected.</source>
        <translation>接続していません。</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="-85"/>
        <source>The host did not accept the move</source>
        <translation>ホストがこの手を受け付けませんでした</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 says: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Network game: your moves are checked by the host</source>
        <translation>ネットワークゲーム：あなたの手はホストが確認します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are watching this game</source>
        <translation>このゲームを観戦しています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network game is over</source>
        <translation>ネットワークゲームは終了しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back in the game</source>
        <translation>ゲームに戻りました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection to the host is closed</source>
        <translation>ホストとの接続は閉じられました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the game</source>
        <translation>ゲームから退出しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection</source>
        <translation>%1の接続が切れました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An AI is playing for %1</source>
        <translation>%1の代わりにAIが打っています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is back in the game</source>
        <translation>%1がゲームに戻りました</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You are watching: spectators cannot move pieces</source>
        <translation>観戦中です：観戦者はピースを動かせません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the connection is back</source>
        <translation>接続が戻るまでお待ちください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the host to answer</source>
        <translation>ホストの応答をお待ちください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn</source>
        <translation>%1の手番です</translation>
    </message>
    <message>
        <location filename="../../app/table/hosting.py" line="+26"/>
        <source>Cannot reach the server at %1. Check the address, and that the server is running and can be reached from here.</source>
        <translation>%1のサーバーに接続できません。アドレスと、サーバーが動いていてここから接続できることを確認してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 refused the password: type the one its operator gave you in the new-game dialog.</source>
        <translation>%1のサーバーがパスワードを受け付けませんでした。新しいゲームの画面で、管理者から受け取ったパスワードを入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 is full. Try again later, or host the game on this computer.</source>
        <translation>%1のサーバーが満員です。後でもう一度試すか、このコンピューターでゲームをホストしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 has as many games as it takes. Try again later, or host the game on this computer.</source>
        <translation>%1のサーバーは受け付けられる数のゲームがすでにあります。後でもう一度試すか、このコンピューターでゲームをホストしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../app/table/join_dialog.py" line="-4"/>
        <source>The server at %1 is busy. Try again in a moment.</source>
        <translation>%1のサーバーは混み合っています。少し待ってからもう一度試してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The program at %1 hosts one game of its own: it is not a server games can be started on. Join its game instead.</source>
        <translation>%1のプログラムは自分のゲームをホストしています。ゲームを開始できるサーバーではありません。そのゲームに参加してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 runs another version of Project L, which speaks another version of the network protocol. Use the same version as the server.</source>
        <translation>%1のサーバーは別のバージョンのProject Lで、別のバージョンのネットワークプロトコルを使っています。サーバーと同じバージョンを使ってください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 closed the connection (%2): the game waiting there is gone.</source>
        <translation>%1のサーバーが接続を閉じました（%2）。そこで待っていたゲームはなくなりました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 did not accept this game&apos;s setup: %2</source>
        <translation>%1のサーバーはこのゲームの設定を受け付けませんでした：%2</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../app/table/newgame.py" line="+77"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Number of players</source>
        <translation>プレイヤー人数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>人数(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One player plays the solo variant against the automaton.</source>
        <translation>1人の場合はオートマを相手にソロバリアントで遊びます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Standard (the automaton starts with 6 counters)</source>
        <translation>標準（オートマはカウンター6個で開始）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenging (3 counters)</source>
        <translation>手強い（カウンター3個）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unbeatable (no counters)</source>
        <translation>無敵（カウンターなし）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solo &amp;difficulty:</source>
        <translation>ソロの難易度(&amp;D)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn at random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 1, then in the seats&apos; order</source>
        <translation>プレイヤー1から席順に</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who takes the first turn; play then goes on in the order of the seats</source>
        <translation>最初の手番のプレイヤー。以降は席順に進みます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;First player:</source>
        <translation>スタートプレイヤー(&amp;F)：</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>担当</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI level</source>
        <translation>AIの強さ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Easy</source>
        <translation>易しい</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>難しい</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote</source>
        <translation>リモート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player at another computer joins this game over the network</source>
        <translation>ほかのコンピューターのプレイヤーがネットワークでこのゲームに参加します</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player %1 is played by</source>
        <translation>プレイヤー%1の担当</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1&apos;s AI level</source>
        <translation>プレイヤー%1のAIの強さ</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>&amp;Seed:</source>
        <translation>シード(&amp;S)：</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+239"/>
        <source>Classic</source>
        <translation>クラシック</translation>
    </message>
    <message>
        <location line="-235"/>
        <source>%1 (cannot be read)</source>
        <translation>%1（読み込めません）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>D&amp;eck:</source>
        <translation>デッキ(&amp;E)：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>S&amp;tart</source>
        <translation>開始(&amp;T)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The name players see when they look for games on the local network</source>
        <translation>ローカルネットワークでゲームを探すプレイヤーに見える名前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game name:</source>
        <translation>ゲーム名(&amp;G)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The TCP port other players connect to (%1 unless it is taken)</source>
        <translation>ほかのプレイヤーが接続する TCP ポート（空いていれば %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;ort:</source>
        <translation>ポート(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer on the &amp;local network</source>
        <translation>ローカルネットワークに公開(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players on the same network find the game with Game &gt; Join a network game; they still need the invite code</source>
        <translation>同じネットワークのプレイヤーは「ゲーム」＞「ネットワークゲームに参加」でこのゲームを見つけます。招待コードは必要です</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Never</source>
        <translation>しない</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>30 seconds</source>
        <translation>30秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 minute</source>
        <translation>1分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 minutes</source>
        <translation>2分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>5 minutes</source>
        <translation>5分</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When a player&apos;s connection drops, the computer plays their seat after this time, until they come back</source>
        <translation>プレイヤーの接続が切れると、この時間のあとコンピューターがその席で遊び、プレイヤーが戻るまで続けます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If a player drops, an &amp;AI takes over after:</source>
        <translation>接続が切れたとき AI が代わるまで(&amp;A)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This computer</source>
        <translation>このコンピューター</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A server</source>
        <translation>サーバー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer hosts the game, or a dedicated server (project-l serve) that your friends can reach runs it</source>
        <translation>このコンピューターがゲームをホストするか、友だちが接続できる専用サーバー（project-l serve）で動かします</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the game r&amp;uns:</source>
        <translation>ゲームの実行場所(&amp;U)：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server add&amp;ress:</source>
        <translation>サーバーのアドレス(&amp;R)：</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>server.example.org:47470 or wss://…</source>
        <translation>server.example.org:47470 または wss://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server&apos;s address: host:port, or a ws:// or wss:// address</source>
        <translation>サーバーのアドレス：ホスト:ポート、または ws:// か wss:// のアドレス</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only if the server asks for one; it is not kept after the program closes</source>
        <translation>サーバーが求めるときだけ入力します。プログラムを閉じると保持されません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Server pass&amp;word:</source>
        <translation>サーバーのパスワード(&amp;W)：</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1&apos;s game</source>
        <translation>%1 のゲーム</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Type the server&apos;s address, like server.example.org:47470 or wss://server.example.org/</source>
        <translation>サーバーのアドレスを入力してください（例：server.example.org:47470 または wss://server.example.org/）</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Two players are called %1: give each a different name</source>
        <translation>2人のプレイヤーが%1という名前です。別々の名前にしてください</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A game with remote players has at most one player at this computer: make the other seats Remote or Computer</source>
        <translation>リモートのプレイヤーがいるゲームでは、このコンピューターで遊べるのは 1人までです。ほかの席は「リモート」か「コンピューター」にしてください</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck “%1” cannot be played by this number of players: %2</source>
        <translation>デッキ「%1」はこの人数では遊べません：%2</translation>
    </message>
    <message>
        <location line="-364"/>
        <source>The same seed deals the same game. Left empty, the deal is secret: nobody can know the cards face down</source>
        <translation>同じシードからは同じゲームが配られます。空欄なら配り方は秘密で、裏向きのカードは誰にもわかりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A seed is no secret: whoever knows it knows every card still face down. Leave it empty for a secret deal.</source>
        <translation>シードは秘密ではありません。知っている人には裏向きのカードがすべてわかります。秘密に配るには空欄のままにしてください。</translation>
    </message>
    <message>
        <location line="+341"/>
        <source>Player %1&apos;s name holds characters a name cannot hold (%2): remove them</source>
        <translation>プレイヤー%1の名前に名前として使えない文字（%2）があります。取り除いてください</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game name holds characters a name cannot hold (%1): remove them</source>
        <translation>ゲーム名に名前として使えない文字（%1）があります。取り除いてください</translation>
    </message>
</context>
<context>
    <name>PaletteAction</name>
    <message>
        <location filename="../../app/table/palette_action.py" line="+27"/>
        <source>&amp;Colour-blind palette</source>
        <translation>色覚配慮パレット(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paint the pieces in colours that people with colour blindness tell apart</source>
        <translation>色覚に特性のある人にも見分けやすい色でピースを塗ります</translation>
    </message>
</context>
<context>
    <name>PieceGridView</name>
    <message>
        <location filename="../../editor/card_view.py" line="+258"/>
        <source>Piece drawing grid</source>
        <translation>ピース描画グリッド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or drag to add or remove squares; arrow keys and Space work too.</source>
        <translation>クリックまたはドラッグでマスを追加・削除します。矢印キーとSpaceも使えます。</translation>
    </message>
</context>
<context>
    <name>PiecePage</name>
    <message>
        <location filename="../../editor/piece_page.py" line="+103"/>
        <source>Pieces</source>
        <translation>ピース</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+405"/>
        <source>New piece</source>
        <translation>新しいピース</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>Add the smallest shape the deck does not have yet</source>
        <translation>デッキにまだない最小の形を追加します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Draw 1 to 5 squares that touch side by side. Start on a square of the piece to remove squares.</source>
        <translation>辺で接する1～5マスを描きます。ピースのマスから始めるとマスを消せます。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Choose any colour</source>
        <translation>任意の色を選ぶ</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Colour %1</source>
        <translation>色 %1</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Pieces in the reserve</source>
        <translation>共通ストックのピース</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Rename the piece: the puzzles that give it follow the new id</source>
        <translation>ピースのIDを変更：それを報酬とするパズルも新しいIDに従います</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rotate</source>
        <translation>回転</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror</source>
        <translation>反転</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Turn the piece a quarter clockwise</source>
        <translation>ピースを時計回りに90度回します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror the piece left to right</source>
        <translation>ピースを左右に反転します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Piece</source>
        <translation>ピース</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the reserve</source>
        <translation>共通ストック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In the deck</source>
        <translation>デッキ内</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>level %1 · %2 in the reserve</source>
        <translation>レベル%1 · 共通ストックに%2個</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1, %2, %3 in the reserve</source>
        <translation>共通ストックに%1、%2、%3</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n shape(s)</source>
        <translation>
            <numerusform>%n種類</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>ピース%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%nマス</numerusform>
        </translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 (its number of squares)</source>
        <translation>%1（マス数）</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Reward of %n puzzle(s): %1</source>
        <translation>
            <numerusform>%n枚のパズルの報酬：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No puzzle gives it as a reward.</source>
        <translation>どのパズルの報酬にもなっていません。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Each player starts with %n.</source>
        <translation>
            <numerusform>各プレイヤーは%n個持って開始します。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Colour of %1</source>
        <translation>%1の色</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The deck already has every shape of 1 to 5 squares.</source>
        <translation>デッキには1～5マスのすべての形がすでにあります。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Delete piece</source>
        <translation>ピースを削除</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 is the reward of %n puzzle(s). Until they get another reward, the deck is a draft: it can be saved, but not played. Delete it anyway?</source>
        <translation>
            <numerusform>%1は%n枚のパズルの報酬です。別の報酬にするまで、デッキは下書きです（保存はできますが、遊べません）。それでも削除しますか？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PieceStrip</name>
    <message>
        <location filename="../../app/table/results.py" line="+264"/>
        <source>Pieces placed: %1</source>
        <translation>置いたピース：%1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../app/table/preferences.py" line="-141"/>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Off (instant)</source>
        <translation>オフ（即時）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very fast</source>
        <translation>とても速い</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Animation speed</source>
        <translation>アニメーション速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How fast cards and pieces move on the table</source>
        <translation>テーブル上でカードやピースが動く速さ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>アニメーション速度(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause after each computer player&apos;s turn</source>
        <translation>コンピューターの手番ごとに一時停止(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause after each computer player&apos;s turn</source>
        <translation>コンピューターの手番ごとに一時停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table waits for you to continue, so you can follow what was played</source>
        <translation>続けるまでテーブルが待つので、何が行われたかを追えます</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>As&amp;k before ending a turn with actions left</source>
        <translation>アクションが残っている手番を終える前に確認(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask before ending a turn with actions left</source>
        <translation>アクションが残っている手番を終える前に確認</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn asks first while you still have actions to take</source>
        <translation>まだアクションが残っているとき、「手番を終える」で確認します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show &amp;tips the first time something happens</source>
        <translation>初めての場面でワンポイントを表示(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show tips the first time something happens</source>
        <translation>初めての場面でワンポイントを表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short tips on the table explain a situation the first time it comes up</source>
        <translation>ある場面が初めて起きたとき、テーブル上の短いワンポイントが説明します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show all tips a&amp;gain</source>
        <translation>ワンポイントをすべて再表示(&amp;G)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour-blind friendly</source>
        <translation>色覚配慮</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Piece colours</source>
        <translation>ピースの色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colours that people with red-green colour blindness tell apart</source>
        <translation>赤緑色覚特性のある人にも見分けやすい色</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Piece &amp;colours:</source>
        <translation>ピースの色(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table zoom</source>
        <translation>テーブルの拡大率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the whole table in the window, or show it at a fixed size</source>
        <translation>テーブル全体をウィンドウに合わせるか、固定サイズで表示します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table &amp;zoom:</source>
        <translation>テーブルの拡大率(&amp;Z)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay review</source>
        <translation>振り返りと分析</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Quick</source>
        <translation>浅い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep (slow)</source>
        <translation>深い（遅い）</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Analysis depth</source>
        <translation>分析の深さ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long the computer thinks about each turn when it analyses a game</source>
        <translation>ゲームを分析するとき、コンピューターが各手番を考える時間</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analysis &amp;depth:</source>
        <translation>分析の深さ(&amp;D)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Close the preferences</source>
        <translation>設定を閉じます</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Fit to window</source>
        <translation>ウィンドウに合わせる</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>&amp;Hard AI thinks longer in two-player games</source>
        <translation>二人対戦では「難しい」AIが長めに考える(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard AI thinks longer in two-player games</source>
        <translation>二人対戦では「難しい」AIが長めに考える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to 3 seconds per action instead of 1, and it plays stronger. Other games are not changed.</source>
        <translation>1アクションに最大1秒ではなく最大3秒考え、より強くなります。ほかのゲームは変わりません。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each tip shows once; the tips you have seen come back</source>
        <translation>ワンポイントは一度だけ表示されます。見たワンポイントがまた表示されます</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sound</source>
        <translation>サウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;sounds</source>
        <translation>効果音を鳴らす(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play sounds</source>
        <translation>効果音を鳴らす</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short sounds when a piece snaps into place, a puzzle is completed, your turn comes and the game ends</source>
        <translation>ピースがはまったとき、パズルが完成したとき、手番が来たとき、ゲームが終わったときに短い音を鳴らします</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Volume:</source>
        <translation>音量(&amp;V)：</translation>
    </message>
</context>
<context>
    <name>PrintCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="-36"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <location filename="../../editor/print_dialog.py" line="+248"/>
        <source>Print &amp; play</source>
        <translation>プリント&amp;プレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>US Letter</source>
        <translation>USレター</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print card &amp;backs (two-sided printing)</source>
        <translation>カードの裏面を印刷（両面印刷）(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip on the long edge</source>
        <translation>長辺とじで裏返す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flip on the short edge</source>
        <translation>短辺とじで裏返す</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Custom shapes only</source>
        <translation>カスタム形のみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All shapes</source>
        <translation>すべての形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pieces</source>
        <translation>ピースなし</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Paper size:</source>
        <translation>用紙サイズ(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card backs:</source>
        <translation>カードの裏面：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplex:</source>
        <translation>両面印刷(&amp;D)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P&amp;ieces to cut out:</source>
        <translation>切り抜くピース(&amp;I)：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each page of cards is followed by a page of their backs: print both sides, at actual size. Pieces of the classic shapes come from the game box.</source>
        <translation>カードの各ページの次に、その裏面のページが続きます。実際のサイズで両面印刷してください。クラシックの形のピースはゲームの箱のものを使います。</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>The picture&apos;s file is too large.</source>
        <translation>画像ファイルが大きすぎます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+9"/>
        <source>This file is not a picture (PNG or JPEG) that can be read.</source>
        <translation>このファイルは読み込める画像(PNG または JPEG)ではありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The picture cannot be made small enough for the deck.</source>
        <translation>画像をデッキに入る大きさまで小さくできません。</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>The game&apos;s emblem</source>
        <translation>ゲームのエンブレム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The deck&apos;s name</source>
        <translation>デッキの名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck&apos;s name and a picture</source>
        <translation>デッキの名前と画像</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;hoose a picture…</source>
        <translation>画像を選ぶ…(&amp;H)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Backs &amp;show:</source>
        <translation>裏面の表示(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picture:</source>
        <translation>画像：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The classic deck&apos;s backs are the game&apos;s own: duplicate the deck to give its backs a design of its own.</source>
        <translation>クラシックデッキの裏面はゲームのものです。裏面を独自のデザインにするには、デッキを複製してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The backs&apos; design is saved with the deck.</source>
        <translation>裏面のデザインはデッキと一緒に保存されます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A picture of %1 kB</source>
        <translation>%1 kB の画像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No picture chosen</source>
        <translation>画像が選ばれていません</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a picture for the card backs</source>
        <translation>カードの裏面に使う画像を選ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>画像 (*.png *.jpg *.jpeg)</translation>
    </message>
</context>
<context>
    <name>PuzzleCardView</name>
    <message>
        <location filename="../../editor/card_view.py" line="-109"/>
        <source>Puzzle card</source>
        <translation>パズルカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or drag to paint recessed cells; arrow keys and Space work too.</source>
        <translation>クリックまたはドラッグでくぼんだマスを塗ります。矢印キーとSpaceも使えます。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>This deck has no puzzles yet.
Add a white or a black puzzle to start.</source>
        <translation>このデッキにはまだパズルがありません。
白パズルか黒パズルを追加して始めましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No puzzle selected</source>
        <translation>パズルが選ばれていません</translation>
    </message>
</context>
<context>
    <name>PuzzleInspector</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="+161"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mixed</source>
        <translation>混在</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <translation>勝利点</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reward piece</source>
        <translation>報酬ピース</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+118"/>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>報酬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotate</source>
        <translation>回転</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the cells a quarter clockwise</source>
        <translation>マスを時計回りに90度回します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror</source>
        <translation>反転</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror the cells left to right</source>
        <translation>マスを左右に反転します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>消去</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make every cell solid</source>
        <translation>すべてのマスを埋まった状態にします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cells</source>
        <translation>マス</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show a filling</source>
        <translation>埋め方を表示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show on the card one way to fill it with the reserve&apos;s pieces</source>
        <translation>共通ストックのピースで埋める方法を1つカード上に表示します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The filling before</source>
        <translation>前の埋め方</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The next filling</source>
        <translation>次の埋め方</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Solver</source>
        <translation>ソルバー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Squares</source>
        <translation>マス数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>最少ピース数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fillings</source>
        <translation>埋め方</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>unknown: too hard for the solver</source>
        <translation>不明：ソルバーには難しすぎます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot be filled</source>
        <translation>埋められません</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No problems: this card can be completed.</source>
        <translation>問題なし：このカードは完成できます。</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Rotate %1</source>
        <translation>%1を回転</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror %1</source>
        <translation>%1を反転</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear %1</source>
        <translation>%1を消去</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Looking for fillings…</source>
        <translation>埋め方を探しています…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many possibilities to show a filling.</source>
        <translation>可能性が多すぎて埋め方を表示できません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reserve&apos;s pieces cannot fill this card.</source>
        <translation>共通ストックのピースではこのカードを埋められません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 or more</source>
        <translation>%1以上</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Filling %1 of %2: %n piece(s)</source>
        <translation>
            <numerusform>埋め方 %1／%2：ピース%n個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleModel</name>
    <message>
        <location filename="../../editor/puzzle_model.py" line="+254"/>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The card&apos;s id and points</source>
        <translation>カードのIDと得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White or black</source>
        <translation>白か黒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Victory points for completing it</source>
        <translation>完成したときの勝利点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>報酬</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The piece taken from the reserve on completing it</source>
        <translation>完成したときに共通ストックから受け取るピース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squares</source>
        <translation>マス数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recessed squares to fill</source>
        <translation>埋めるくぼんだマス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>最少ピース数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest pieces of the reserve that fill it: each takes an action to place</source>
        <translation>それを埋める共通ストックのピースの最少数：1個置くごとにアクションを1回使います</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fillings</source>
        <translation>埋め方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In how many ways the reserve&apos;s pieces fill it: fewer ways are harder to see</source>
        <translation>共通ストックのピースで埋める方法の数：少ないほど見つけにくくなります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Findings</source>
        <translation>検証結果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What validation says about the card</source>
        <translation>検証がこのカードについて伝えること</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 · %n pts</source>
        <translation>
            <numerusform>%1 · %n点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White</source>
        <comment>the colour of one card</comment>
        <translation>白</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <comment>the colour of one card</comment>
        <translation>黒</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %2 puzzle, %n point(s), reward %3</source>
        <translation>
            <numerusform>%1：%2パズル、%n点、報酬%3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="-416"/>
        <source>too many to count</source>
        <translation>多すぎて数えられない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one way only: hard</source>
        <translation>1通りのみ：難しい</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>few ways: tricky</source>
        <translation>少数：手ごわい</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>some ways: moderate</source>
        <translation>いくつか：ほどほど</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>many ways: easy</source>
        <translation>多数：易しい</translation>
    </message>
    <message>
        <location filename="../../editor/puzzle_page.py" line="+120"/>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+63"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+66"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Puzzle cards</source>
        <translation>パズルカード</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Add a white puzzle</source>
        <translation>白パズルを追加します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a black puzzle</source>
        <translation>黒パズルを追加します</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+67"/>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Click or drag on the card to paint the cells to fill; start on a filled cell to erase.</source>
        <translation>カード上をクリックまたはドラッグして埋めるマスを塗ります。塗ったマスから始めると消せます。</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>報酬</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Squares</source>
        <translation>マス数</translation>
    </message>
    <message>
        <location line="+294"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n black</source>
        <translation>
            <numerusform>黒%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n white</source>
        <translation>
            <numerusform>白%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Duplicate %1</source>
        <translation>%1を複製</translation>
    </message>
    <message>
        <location line="-362"/>
        <source>Sort the cards by</source>
        <translation>カードの並べ替え</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck order</source>
        <translation>デッキの順</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty</source>
        <translation>難しさ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The order the cards are shown in (the deck keeps its own order)</source>
        <translation>カードを表示する順（デッキ自体の順は変わりません）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort:</source>
        <translation>並べ替え：</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Puzzle cards as a table</source>
        <translation>パズルカードの表</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Add a copy of the selected puzzles</source>
        <translation>選択したパズルの複製を追加します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected puzzles</source>
        <translation>選択したパズルを削除します</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message numerus="yes">
        <location line="+275"/>
        <source>Copied %n puzzle card(s)</source>
        <translation>
            <numerusform>パズルカード%n枚をコピーしました</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The clipboard holds no puzzle cards to paste.</source>
        <translation>クリップボードに貼り付けられるパズルカードがありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card was pasted: a deck holds at most 500 puzzles.</source>
        <translation>カードは貼り付けられませんでした：デッキに入るパズルは500枚までです。</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Pasted %n puzzle card(s)</source>
        <translation>
            <numerusform>パズルカード%n枚を貼り付けました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Left out, as a deck holds at most 500 puzzles: %n card(s).</source>
        <translation>
            <numerusform>デッキに入るパズルは500枚までなので、%n枚を除きました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleStrip</name>
    <message>
        <location filename="../../app/table/results.py" line="-88"/>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Completed puzzles: %1</source>
        <translation>完成したパズル：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+34"/>
        <source>No completed puzzles</source>
        <translation>完成したパズルなし</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Unfinished puzzles: %1</source>
        <translation>未完成のパズル：%1</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1: unfinished, %2 less</source>
        <translation>%1：未完成、-%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../app/qt_words.py" line="+145"/>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File Folder</source>
        <translation>ファイル フォルダー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alias</source>
        <translation>エイリアス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortcut</source>
        <translation>ショートカット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location line="-84"/>
        <source>&amp;Select All</source>
        <translation>すべてを選択(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step up</source>
        <translation>上(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;down</source>
        <translation>下(&amp;D)</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <location line="+84"/>
        <source>Select Color</source>
        <translation>色を選択</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Basic colors</source>
        <translation>基本カラー(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Custom colors</source>
        <translation>カスタムカラー(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add to Custom Colors</source>
        <translation>カスタムカラーに追加(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pick Screen Color</source>
        <translation>スクリーンの色を取得(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cursor at %1, %2
Press ESC to cancel</source>
        <translation>カーソル位置 %1, %2
エスケープキーでキャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hu&amp;e:</source>
        <translation>色相(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sat:</source>
        <translation>彩度(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Val:</source>
        <translation>明度(&amp;V)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Red:</source>
        <translation>赤(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Green:</source>
        <translation>緑(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bl&amp;ue:</source>
        <translation>青(&amp;U)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;lpha channel:</source>
        <translation>アルファチャネル(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;HTML:</source>
        <translation>&amp;HTML：</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <location line="-81"/>
        <source>Float</source>
        <translation>フロート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>ドックウィジェットのドッキング解除やドッキングを行う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes the dock widget</source>
        <translation>ドックウィジェットを閉じる</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="+5"/>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
ディレクトリが見つかりません。
正しいディレクトリ名が入力されているかを確認してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
ファイルが見つかりません。
正しいファイル名が入力されているかを確認してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 は既に存在します。
置き換えますか?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choose</source>
        <translation>選択(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look in:</source>
        <translation>場所(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Folder</source>
        <translation>新しいフォルダ(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>名前の変更(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; は書き込みが禁止されています。
本当に削除しますか?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Files (*)</source>
        <translation>すべてのファイル(*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>すべてのファイル(*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>&apos;%1&apos; を本当に削除しますか?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to detail view mode</source>
        <translation>詳細表示モードへ変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to list view mode</source>
        <translation>リスト表示モードへ変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not delete directory.</source>
        <translation>ディレクトリを削除できませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>新しいフォルダの作成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a New Folder</source>
        <translation>新しいフォルダの作成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>詳細表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directories</source>
        <translation>ディレクトリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directory:</source>
        <translation>ディレクトリ：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>ファイル名(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find Directory</source>
        <translation>ディレクトリの検索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>進む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go forward</source>
        <translation>進む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the parent directory</source>
        <translation>親ディレクトリへ移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>一覧表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List of places and bookmarks</source>
        <translation>アドレスやブックマークのリスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Folder</source>
        <translation>新しいフォルダ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>親ディレクトリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent Places</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As</source>
        <translation>名前を付けて保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show </source>
        <translation>表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;hidden files</source>
        <translation>隠しファイルの表示(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sidebar</source>
        <translation>サイドバー</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>タイプ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>更新日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>コンピュータ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My Computer</source>
        <translation>マイコンピュータ</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <location line="-95"/>
        <source>Enter a value:</source>
        <translation>値を入力：</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>すべてを選択</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location line="-13"/>
        <source>Show Details...</source>
        <translation>詳細を表示...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide Details...</source>
        <translation>詳細を隠す...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-20"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All</source>
        <translation>すべて保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>はい(&amp;Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes to &amp;All</source>
        <translation>全てはい(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>いいえ(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;o to All</source>
        <translation>全ていいえ(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore</source>
        <translation>無視</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>変更を破棄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>デフォルトに戻す</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <location line="+127"/>
        <source>Print</source>
        <translation>印刷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print</source>
        <translation>印刷(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &gt;&gt;</source>
        <translation>オプション(&amp;O) &gt;&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &lt;&lt;</source>
        <translation>オプション(&amp;O) &lt;&lt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Pages</source>
        <translation>全てのページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd Pages</source>
        <translation>奇数ページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even Pages</source>
        <translation>偶数ページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local file</source>
        <translation>ローカルファイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write PDF file</source>
        <translation>PDF ファイルへ書き込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print to File (PDF)</source>
        <translation>PDF ファイルに出力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print To File ...</source>
        <translation>ファイルへ出力...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 は既に存在します。
上書きしますか?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 はディレクトリです。
別のファイル名を指定してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>ファイル %1 は書き込み可能ではありません。
別のファイル名を指定してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid Pages Definition</source>
        <translation>ページの指定が正しくありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>%1の書き方が正しくありません。範囲とページは「,」で区切り、範囲は「-」で指定し、範囲が重ならないようにしてください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>印刷開始ページ番号は、印刷終了ページ番号より小さくなければなりません。</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <location line="+2"/>
        <source>Copies</source>
        <translation>印刷部数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print range</source>
        <translation>印刷範囲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print all</source>
        <translation>すべて印刷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages from</source>
        <translation>先頭のページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to</source>
        <translation>末尾のページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>ページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current Page</source>
        <translation>現在のページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selection</source>
        <translation>選択した部分を印刷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page &amp;Set:</source>
        <translation>ページセット(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output Settings</source>
        <translation>出力設定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copies:</source>
        <translation>印刷部数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collate</source>
        <translation>丁合い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reverse</source>
        <translation>逆順</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color Mode</source>
        <translation>カラーモード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color</source>
        <translation>カラー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grayscale</source>
        <translation>グレースケール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Sided Printing</source>
        <translation>両面印刷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long side binding</source>
        <translation>長辺とじ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short side binding</source>
        <translation>短辺とじ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>ページか範囲をカンマで区切って指定します。範囲はハイフンでつないだ2つの数で指定します。例：3,5-7,9で3、5、6、7、9ページを印刷します。</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <location line="+2"/>
        <source>Printer</source>
        <translation>プリンタ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;roperties</source>
        <translation>プロパティ(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Location:</source>
        <translation>設置場所：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type:</source>
        <translation>タイプ：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output &amp;file:</source>
        <translation>出力ファイル名(&amp;F)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>...</source>
        <translation>...</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <location line="-170"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <location line="+25"/>
        <source>Scroll here</source>
        <translation>ここにスクロール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left edge</source>
        <translation>左端にスクロール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top</source>
        <translation>上端にスクロール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right edge</source>
        <translation>右端にスクロール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottom</source>
        <translation>下端にスクロール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page left</source>
        <translation>１ページ左へスクロール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page up</source>
        <translation>１ページ戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page right</source>
        <translation>１ページ右へスクロール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page down</source>
        <translation>１ページ進む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll left</source>
        <translation>左へスクロール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll up</source>
        <translation>上へスクロール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll right</source>
        <translation>右へスクロール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll down</source>
        <translation>下へスクロール</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <location line="+7"/>
        <source>Scroll Left</source>
        <translation>左へスクロール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll Right</source>
        <translation>右へスクロール</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location line="-33"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy &amp;Link Location</source>
        <translation>リンクの場所をコピー(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>すべてを選択</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <location filename="../../app/core/words.py" line="+16"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation>または</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}, {col}</source>
        <translation>{row}、{col}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the top</source>
        <translation>上端</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the top</source>
        <translation>上から2番目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the middle row</source>
        <translation>中央の行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the bottom</source>
        <translation>下から2番目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the bottom</source>
        <translation>下端</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the left</source>
        <translation>左端</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the left</source>
        <translation>左から2番目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the middle column</source>
        <translation>中央の列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the right</source>
        <translation>右から2番目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the right</source>
        <translation>右端</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the centre</source>
        <translation>中央</translation>
    </message>
    <message>
        <location filename="../../app/rules/reasons.py" line="+39"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First choose the reward for {puzzle}: {choices}.</source>
        <translation>先に{puzzle}の報酬を選んでください：{choices}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only Finishing Touches are left: place pieces (1 point each) or pass.</source>
        <translation>残るは仕上げのみです。ピースを置く（1つにつき1点）か、パスしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches come after the final round.</source>
        <translation>仕上げは最終ラウンドの後に行います。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already have {limit} unfinished puzzles: complete one before you take another.</source>
        <translation>未完成のパズルがすでに{limit}枚あります。別のパズルを取る前に1枚完成させてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} is not in the grid: take one of the face-up puzzles.</source>
        <translation>{puzzle}はグリッドにありません。表向きのパズルから取ってください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{puzzle} is not in a row: take one of the face-up puzzles.</source>
        <translation>{puzzle}は場にありません。表向きのパズルから取ってください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reserve is empty: there is no piece to take.</source>
        <translation>共通ストックが空です。取れるピースがありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose which piece to take: {choices}.</source>
        <translation>取るピースを選んでください：{choices}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no piece {piece} in this game.</source>
        <translation>このゲームにピース{piece}はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot take {piece}: the level-1 piece to take is {choices}.</source>
        <translation>{piece}は取れません。取れるレベル1ピースは{choices}です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot take {piece}: choose {choices}.</source>
        <translation>{piece}は取れません。{choices}を選んでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no other {piece} in your supply.</source>
        <translation>手持ちにほかの{piece}がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no {piece} in your supply.</source>
        <translation>手持ちに{piece}がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange {piece} for a different shape, not for another {piece}.</source>
        <translation>{piece}は別の{piece}ではなく、違う形のピースと交換してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reserve has no {piece} left: choose another piece.</source>
        <translation>共通ストックに{piece}が残っていません。別のピースを選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece above level {level} is left to upgrade {piece} to: it can only be exchanged.</source>
        <translation>{piece}のアップグレード先になるレベル{level}より上のピースが残っていません。交換のみできます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An upgrade of {piece} goes to level {next_level}, the next level with pieces in the reserve, not to level {level}.</source>
        <translation>{piece}のアップグレード先は、共通ストックにピースがある次のレベル{next_level}です。レベル{level}ではありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have already made the master action this turn.</source>
        <translation>この手番ではすでにマスターアクションを行いました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place at least one piece in a master action.</source>
        <translation>マスターアクションでは少なくとも1つピースを置いてください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A master action places at most one piece on each puzzle: {puzzle} has two.</source>
        <translation>マスターアクションで各パズルに置けるピースは1つまでです。{puzzle}に2つあります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no reward to choose.</source>
        <translation>選ぶ報酬はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reward for {puzzle} must be {choices}.</source>
        <translation>{puzzle}の報酬は{choices}でなければなりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not an action of the game.</source>
        <translation>これはゲームのアクションではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle} is already completed.</source>
        <translation>{puzzle}はすでに完成しています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle} is not one of your puzzles: place pieces on your own puzzles.</source>
        <translation>{puzzle}はあなたのパズルではありません。ピースは自分のパズルに置きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece reaches outside the card.</source>
        <translation>ピースがカードからはみ出しています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece names the same square twice ({square}).</source>
        <translation>ピースが同じマスを2回指定しています（{square}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece covers a solid square of {puzzle} ({square}): pieces go on the recessed squares.</source>
        <translation>ピースが{puzzle}のくぼんでいないマスにかかっています（{square}）。ピースはくぼんだマスに置きます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The piece covers a square of {puzzle} that is already filled ({square}).</source>
        <translation>ピースが{puzzle}のすでに埋まっているマスにかかっています（{square}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These squares do not form the shape of {piece}: rotate or flip it.</source>
        <translation>これらのマスは{piece}の形になりません。回転するか裏返してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This action is marked for player {marked}, but it is player {current}&apos;s turn.</source>
        <translation>このアクションはプレイヤー{marked}のものですが、今はプレイヤー{current}の手番です。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>One more square of pieces is needed.</source>
        <translation>ピースがあと1マス分足りません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{amount} more squares of pieces are needed.</source>
        <translation>ピースがあと{amount}マス分足りません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last empty square needs a 1-square piece.</source>
        <translation>最後の空きマスには1マスのピースが必要です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {amount} empty squares are an odd number, and every piece covers an even number of squares.</source>
        <translation>空きマス{amount}個は奇数ですが、どのピースも偶数個のマスを覆います。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lone empty square ({square}) needs a 1-square piece.</source>
        <translation>孤立した空きマス（{square}）には1マスのピースが必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece fits over one of the empty squares ({square}).</source>
        <translation>空きマスの1つ（{square}）を覆えるピースがありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The separate area of {amount} squares (one of them {square}) cannot be filled with these pieces.</source>
        <translation>{amount}マスの離れた領域（その1つが{square}）はこれらのピースで埋められません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each of the {amount} separate areas can be filled, but not all of them at once.</source>
        <translation>{amount}個の離れた領域はそれぞれ埋められますが、すべて同時には埋められません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No combination of these pieces fits.</source>
        <translation>これらのピースの組み合わせでは収まりません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two puzzles have the id {puzzle}.</source>
        <translation>2つのパズルのIDが{puzzle}です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle {puzzle} has the same id as a piece.</source>
        <translation>パズル{puzzle}のIDがピースと同じです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle id {shown} must be 1 to 16 printable characters.</source>
        <translation>パズルID {shown}は1～16文字の印字可能な文字でなければなりません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle}: the colour must be white or black.</source>
        <translation>{puzzle}：色は白か黒でなければなりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle}: points must be between 0 and 99.</source>
        <translation>{puzzle}：得点は0～99でなければなりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle}: its reward {reward} is not a piece of this deck.</source>
        <translation>{puzzle}：報酬{reward}はこのデッキのピースではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} has no recessed cell: paint the cells to fill.</source>
        <translation>{puzzle}にはくぼんだマスがありません。埋めるマスを塗ってください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} is a copy of {other}: same shape (up to rotation and reflection), colour, points and reward.</source>
        <translation>{puzzle}は{other}のコピーです：形（回転・反転で一致）、色、得点、報酬が同じです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle} has the same shape as {other} (up to rotation and reflection), with other points or reward.</source>
        <translation>{puzzle}は{other}と形が同じ（回転・反転で一致）ですが、得点か報酬が異なります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deck could not be read back from its file: {reason}.</source>
        <translation>デッキをファイルから読み戻せませんでした：{reason}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck has no pieces.</source>
        <translation>デッキにピースがありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two pieces have the id {piece}.</source>
        <translation>2つのピースのIDが{piece}です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piece id {shown} must be 1 to 16 printable characters.</source>
        <translation>ピースID {shown}は1～16文字の印字可能な文字でなければなりません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} must have 1 to {max} connected squares.</source>
        <translation>{piece}は1～{max}個のつながったマスでなければなりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{piece} has the same shape as {other} (up to rotation and reflection).</source>
        <translation>{piece}は{other}と形が同じです（回転・反転で一致）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece}: the reserve count must be between 0 and 99.</source>
        <translation>{piece}：共通ストックの個数は0～99でなければなりません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} has none in the reserve: it never comes into play.</source>
        <translation>{piece}は共通ストックに1つもなく、ゲームに登場しません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} cannot be filled with this deck&apos;s pieces. {why}</source>
        <translation>{puzzle}はこのデッキのピースでは埋められません。{why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} cannot be filled with the pieces in the reserve. {why}</source>
        <translation>{puzzle}は共通ストックのピースでは埋められません。{why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} has too many possibilities for the solver: it could not tell within its limits whether the reserve can fill it.</source>
        <translation>{puzzle}はソルバーには可能性が多すぎます。共通ストックで埋められるかを制限内に判断できませんでした。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle} can be filled, but it has too many possibilities to count its fillings or find the fewest pieces within the solver&apos;s limits.</source>
        <translation>{puzzle}は埋められますが、可能性が多すぎて、ソルバーの制限内では埋め方の数も最少ピース数も求められません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle}: the recessed cells form {parts} separate areas.</source>
        <translation>{puzzle}：くぼんだマスが{parts}個の離れた領域に分かれています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} can be filled in only one way.</source>
        <translation>{puzzle}の埋め方は1通りしかありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has no white puzzles.</source>
        <translation>デッキに白パズルがありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has no black puzzles.</source>
        <translation>デッキに黒パズルがありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The setup table needs a black puzzle count for {players} players.</source>
        <translation>セットアップ表に{players}人用の黒パズル枚数が必要です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{players} players need {need} black puzzles (setup table); the deck has {have}.</source>
        <translation>{players}人では黒パズルが{need}枚必要です（セットアップ表）が、デッキには{have}枚です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With {players} players all {need} black puzzles go to the row at once: the game ends after one round.</source>
        <translation>{players}人では黒パズル{need}枚がすべて一度に場に並び、1ラウンドでゲームが終わります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{players} players need {need} white puzzles (setup table); the deck has {have}.</source>
        <translation>{players}人では白パズルが{need}枚必要です（セットアップ表）が、デッキには{have}枚です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The white row has {row} places but the deck has only {have} white puzzles.</source>
        <translation>白パズルの段には{row}か所ありますが、デッキの白パズルは{have}枚だけです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game needs {need} white puzzles; the deck has {have}.</source>
        <translation>ソロゲームには白パズルが{need}枚必要ですが、デッキには{have}枚です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game needs {need} black puzzles; the deck has {have}.</source>
        <translation>ソロゲームには黒パズルが{need}枚必要ですが、デッキには{have}枚です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game deals 9 cards: its setup needs at least 9 puzzles (now {have}).</source>
        <translation>ソロゲームでは9枚のカードを配るので、少なくとも9枚のパズルが必要です（現在{have}枚）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The starting supply names {piece}, which is not a piece of this deck.</source>
        <translation>初期ピースに指定された{piece}はこのデッキのピースではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four players start with {need} of {piece}, but the reserve has {have}: some players start with another piece.</source>
        <translation>4人では{piece}を{need}個ずつ持って始めますが、共通ストックには{have}個です。一部のプレイヤーは別のピースで始めます。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The deck has no name.</source>
        <translation>デッキに名前がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rewards: {rewards}.</source>
        <translation>報酬：{rewards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No puzzle gives {pieces} as a reward.</source>
        <translation>{pieces}を報酬とするパズルがありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} white puzzles worth {points} points in all ({low} to {high} each).</source>
        <translation>白パズル{count}枚、合計{points}点（1枚{low}～{high}点）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} black puzzles worth {points} points in all ({low} to {high} each).</source>
        <translation>黒パズル{count}枚、合計{points}点（1枚{low}～{high}点）。</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>This action was meant for the position after {step} actions, but the game has moved on to {now} actions: look at the table again.</source>
        <translation>このアクションは{step}回目のアクションの後の局面に向けたものですが、ゲームはすでに{now}回目まで進んでいます。盤面をもう一度確認してください。</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>{piece} has the same colour as {other}: only their shapes tell them apart.</source>
        <translation>{piece}は{other}と同じ色です。形でしか見分けられません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} is the reward of {puzzles} puzzles, but the reserve holds only {have}: once they are gone, players get another piece instead.</source>
        <translation>{piece}は{puzzles}枚のパズルの報酬ですが、共通ストックには{have}個しかありません。なくなると、代わりに別のピースを受け取ります。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the file does not exist (any more)</source>
        <translation>ファイルがありません（もうありません）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a folder, not a file</source>
        <translation>これはフォルダーで、ファイルではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a pipe (FIFO), not a file</source>
        <translation>これはパイプ（FIFO）で、ファイルではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a socket, not a file</source>
        <translation>これはソケットで、ファイルではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a device, not a file</source>
        <translation>これはデバイスで、ファイルではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a regular file</source>
        <translation>これは通常のファイルではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read: permission denied</source>
        <translation>ファイルを読めません：アクセスが拒否されました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is a link that leads in a circle</source>
        <translation>ファイルは循環するリンクです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read: {detail}</source>
        <translation>ファイルを読めません：{detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file name is not valid</source>
        <translation>ファイル名が正しくありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read now (it is locked or not ready)</source>
        <translation>今はファイルを読めません（ロックされているか、準備ができていません）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is {size}, more than {what} can be (at most {limit})</source>
        <translation>ファイルは{size}で、{what}の上限（{limit}）を超えています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is larger than {what} can be (at most {limit})</source>
        <translation>ファイルが{what}の上限（{limit}）を超えています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} is not valid text</source>
        <translation>{what}が正しいテキストではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} is longer than {limit} characters</source>
        <translation>{what}が{limit}文字を超えています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} must be text</source>
        <translation>{what}はテキストでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds a number too large to read</source>
        <translation>ファイルに読み込めないほど大きな数があります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not text (UTF-8)</source>
        <translation>ファイルがテキスト（UTF-8）ではありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: missing field &apos;{key}&apos;</source>
        <translation>{where}：項目「{key}」がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;{key}&apos; must be a whole number</source>
        <translation>{where}：項目「{key}」は整数でなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: field &apos;{key}&apos; has the wrong type</source>
        <translation>{where}：項目「{key}」の型が違います</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: bad id {shown}</source>
        <translation>{where}：正しくないID {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} must be an object</source>
        <translation>{where}はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} needs a positive number for {players} players</source>
        <translation>{where}には{players}人用の正の数が必要です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a deck must be a JSON object</source>
        <translation>デッキはJSONオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck has no version number</source>
        <translation>デッキにバージョン番号がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck is version {version}, newer than this game reads ({known})</source>
        <translation>デッキのバージョンは{version}で、このゲームが読めるもの（{known}）より新しいです</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown deck version {version}</source>
        <translation>不明なデッキのバージョン{version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck has no pieces</source>
        <translation>デッキにピースがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck has too many piece shapes ({most} at most)</source>
        <translation>デッキのピースの形が多すぎます（最大{most}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: a cell must be [row, col] with values 0-4</source>
        <translation>ピース{piece}：マスは0～4の値の[行番号, 列番号]でなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: a piece has 1 to {most} different cells</source>
        <translation>ピース{piece}：ピースのマスは1～{most}個の異なるマスです</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: its cells are not connected</source>
        <translation>ピース{piece}：マスがつながっていません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: count must be between 0 and 99</source>
        <translation>ピース{piece}：個数は0～99でなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {piece}: its colour must be written #rrggbb</source>
        <translation>ピース{piece}：色は#rrggbbで書かなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two pieces have the id {piece}</source>
        <translation>2つのピースのIDが{piece}です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pieces {piece} and {other} have the same shape up to rotation and reflection</source>
        <translation>ピース{piece}と{other}は、回転と裏返しを除いて同じ形です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck has too many puzzles ({most} at most)</source>
        <translation>デッキのパズルが多すぎます（最大{most}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two puzzles have the id {puzzle}</source>
        <translation>2枚のパズルのIDが{puzzle}です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {puzzle} has the same id as a piece</source>
        <translation>パズル{puzzle}のIDがピースと同じです</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: colour must be &apos;white&apos; or &apos;black&apos;</source>
        <translation>パズル{puzzle}：色は「white」か「black」でなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: points must be between 0 and 99</source>
        <translation>パズル{puzzle}：点数は0～99でなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: its reward {shown} is not a piece of this deck</source>
        <translation>パズル{puzzle}：報酬{shown}はこのデッキのピースではありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: cells must be 5 rows of 5 characters &apos;.&apos; or &apos;#&apos;</source>
        <translation>パズル{puzzle}：マスは「.」か「#」5文字の行5つでなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle} has no recessed cell</source>
        <translation>パズル{puzzle}にくぼんだマスがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck: &apos;setup&apos; must be an object</source>
        <translation>デッキ：「setup」はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>setup.starting_supply must list piece ids of this deck</source>
        <translation>setup.starting_supplyにはこのデッキのピースIDを並べなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.starting_supply: at most {most} pieces</source>
        <translation>setup.starting_supply：ピースは最大{most}個です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.row_size must be a number from 1 to 8</source>
        <translation>setup.row_sizeは1～8の数でなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>setup.solo: white and black counts must give at least 9 puzzles</source>
        <translation>setup.solo：白と黒の枚数の合計は9枚以上でなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.solo.locks must be three numbers (pieces above columns 1-3)</source>
        <translation>setup.solo.locksは3つの数（1～3列目の上のロック）でなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.solo.opponent_supply needs a number for standard, challenging, unbeatable</source>
        <translation>setup.solo.opponent_supplyにはstandard、challenging、unbeatableの数が必要です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is too large to be a deck (over {limit} MB)</source>
        <translation>ファイルがデッキには大きすぎます（{limit} MB超）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a JSON deck file</source>
        <translation>ファイルがJSONのデッキファイルではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is nested too deeply to be a deck</source>
        <translation>ファイルの入れ子が深すぎてデッキになりません</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&apos;{key}&apos; must be a list of puzzle ids</source>
        <translation>「{key}」はパズルIDのリストでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} must have exactly {size} cards, not {count}</source>
        <translation>{where}はちょうど{size}枚でなければなりません（{count}枚ではなく）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: unknown puzzle id {shown}</source>
        <translation>{where}：不明なパズルID {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: unknown piece id {shown}</source>
        <translation>{where}：不明なピースID {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: {puzzle} is a white puzzle, not a black one</source>
        <translation>{where}：{puzzle}は白パズルで、黒パズルではありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: {puzzle} is a black puzzle, not a white one</source>
        <translation>{where}：{puzzle}は黒パズルで、白パズルではありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: {puzzle} appears twice</source>
        <translation>{where}：{puzzle}が2回出てきます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game record must be a JSON object</source>
        <translation>ゲーム記録はJSONオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the record has no version number</source>
        <translation>記録にバージョン番号がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported record version {version}</source>
        <translation>対応していない記録のバージョン{version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported record version {version} (made by a newer version of the game)</source>
        <translation>対応していない記録のバージョン{version}（新しいバージョンのゲームで作られたもの）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the embedded deck is invalid: {reason}</source>
        <translation>埋め込まれたデッキが正しくありません：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the embedded deck is nested too deeply</source>
        <translation>埋め込まれたデッキの入れ子が深すぎます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;players&apos; must be a list of names</source>
        <translation>「players」は名前のリストでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;solo&apos; must be an object whose &apos;difficulty&apos; is standard, challenging or unbeatable</source>
        <translation>「solo」は「difficulty」がstandard、challenging、unbeatableのいずれかのオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a solo game has exactly one player</source>
        <translation>ソロのゲームのプレイヤーはちょうど1人です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game has 2 to 4 players, not {count} (or 1 with &apos;solo&apos;)</source>
        <translation>ゲームのプレイヤーは2～4人です（{count}人ではなく。「solo」なら1人）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;seed&apos; must be a whole number</source>
        <translation>「seed」は整数でなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;seed&apos; is out of range</source>
        <translation>「seed」が範囲外です</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the solo deck must have exactly {size} cards, not {count}</source>
        <translation>ソロの山札はちょうど{size}枚でなければなりません（{count}枚ではなく）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the solo deck does not match the seed</source>
        <translation>ソロの山札がシードと合いません</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>this is not a Project L deck file (format is not &apos;{format}&apos;)</source>
        <translation>Project Lのデッキファイルではありません（形式が「{format}」ではありません）</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>the deck is a draft that cannot be played solo (project-l deck validate says what it lacks)</source>
        <translation>このデッキは下書きで、ソロでは遊べません（足りないものは project-l deck validate で分かります）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck is a draft that cannot be played with {players} players (project-l deck validate says what it lacks)</source>
        <translation>このデッキは下書きで、{players}人では遊べません（足りないものは project-l deck validate で分かります）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the deck&apos;s &apos;back&apos; must be an object</source>
        <translation>デッキの「back」はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the card backs&apos; design must be one of {designs}</source>
        <translation>カード裏面のデザインは次のいずれかでなければなりません：{designs}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the card backs&apos; picture must be text (a PNG or JPEG file in base64)</source>
        <translation>カード裏面の画像はテキスト（base64 の PNG または JPEG ファイル）でなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture is not base64 text</source>
        <translation>カード裏面の画像が base64 のテキストではありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture is larger than {kb} kB</source>
        <translation>カード裏面の画像が{kb} kBを超えています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture must be a PNG or JPEG image</source>
        <translation>カード裏面の画像は PNG か JPEG でなければなりません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the copied cards are too large</source>
        <translation>コピーしたカードが大きすぎます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the clipboard holds no copied cards</source>
        <translation>クリップボードにコピーしたカードがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>copied cards of version {version} cannot be read</source>
        <translation>バージョン{version}のコピーしたカードは読み込めません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the copied cards lack their puzzles or pieces</source>
        <translation>コピーしたカードにパズルかピースが含まれていません</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>this is not a Project L game record (format is not &apos;{format}&apos;)</source>
        <translation>Project Lのゲーム記録ではありません（形式が「{format}」ではありません）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a solo record gives one &apos;{key}&apos;, not white and black decks</source>
        <translation>ソロの記録は白と黒の山札ではなく「{key}」を1つ示します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the record gives neither &apos;{key}&apos; nor &apos;seed&apos;</source>
        <translation>記録に「{key}」も「seed」もありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;{key}&apos; is for solo records; give &apos;white_deck&apos; and &apos;black_deck&apos;</source>
        <translation>「{key}」はソロの記録用です。「white_deck」と「black_deck」を示してください</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give both &apos;white_deck&apos; and &apos;black_deck&apos;</source>
        <translation>「white_deck」と「black_deck」の両方を示してください</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the record gives neither decks nor &apos;seed&apos;</source>
        <translation>記録に山札も「seed」もありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the decks do not match the seed</source>
        <translation>山札がシードと合いません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;actions&apos; must be a list</source>
        <translation>「actions」はリストでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the record has more than {most} actions</source>
        <translation>記録のアクションが{most}個を超えています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;player&apos; must be a player index</source>
        <translation>{where}：「player」はプレイヤーの番号でなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a field the game does not know holds text that is not valid</source>
        <translation>ゲームが知らない項目に正しくないテキストがあります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is over {limit} MB: too large for a game record</source>
        <translation>ファイルが{limit} MBを超えています：ゲーム記録には大きすぎます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not JSON (line {line})</source>
        <translation>ファイルがJSONではありません（{line}行目）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is nested too deeply to be a game record</source>
        <translation>ファイルの入れ子が深すぎてゲーム記録になりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: field &apos;{key}&apos; is missing or not text</source>
        <translation>{where}：項目「{key}」がないか、テキストではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;cells&apos; must be a list of [row, col] pairs</source>
        <translation>{where}：「cells」は[行番号, 列番号]の組のリストでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: a cell must be [row, col]</source>
        <translation>{where}：マスは[行番号, 列番号]でなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: cell [{row}, {col}] is outside the card (0-4)</source>
        <translation>{where}：マス[{row}, {col}]がカードの外（0～4）です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: a placement must be an object</source>
        <translation>{where}：配置はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;placements&apos; must be a list</source>
        <translation>{where}：「placements」はリストでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;piece&apos; must be text</source>
        <translation>{where}：項目「piece」はテキストでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: unknown action type {shown}</source>
        <translation>{where}：不明なアクションの種類{shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;type&apos; is missing or not text</source>
        <translation>{where}：項目「type」がないか、テキストではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game has {players} players but {seats} seats were given</source>
        <translation>ゲームのプレイヤーは{players}人ですが、席が{seats}つ指定されました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>action {index} of the game cannot be replayed: {reason}</source>
        <translation>ゲームのアクション{index}を再現できません：{reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is {size}, more than a saved game can be (at most {limit})</source>
        <translation>ファイルは{size}で、保存したゲームの上限（{limit}）を超えています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file is not text (UTF-8)</source>
        <translation>保存したゲームではありません：ファイルがテキスト（UTF-8）ではありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is cut short: it ends in the middle of the data (line {line})</source>
        <translation>ファイルが途中で切れています：データの途中で終わっています（{line}行目）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file is not valid JSON (line {line}, column {column})</source>
        <translation>保存したゲームではありません：ファイルが正しいJSONではありません（{line}行目、{column}桁目）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this is not a saved game: the data is nested too deeply</source>
        <translation>保存したゲームではありません：データの入れ子が深すぎます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: it holds a number far too long</source>
        <translation>保存したゲームではありません：長すぎる数があります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file holds {holds}, not an object</source>
        <translation>保存したゲームではありません：ファイルの中身はオブジェクトではなく{holds}です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is a Project L deck file, not a saved game</source>
        <translation>これはProject Lのデッキファイルで、保存したゲームではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a Project L saved game: its format is {shown}</source>
        <translation>Project Lの保存したゲームではありません：形式が{shown}です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a Project L saved game: it has no &apos;format&apos; field</source>
        <translation>Project Lの保存したゲームではありません：「format」の項目がありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the saved game has no version number</source>
        <translation>保存したゲームにバージョン番号がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds another game now</source>
        <translation>ファイルには今、別のゲームが入っています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game was saved by a newer version of Project L (file version {version}; this version reads version {known})</source>
        <translation>新しいバージョンのProject Lで保存されたゲームです（ファイルのバージョン{version}。このバージョンが読めるのはバージョン{known}）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported file version {version}</source>
        <translation>対応していないファイルのバージョン{version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} is out of range</source>
        <translation>表示の設定{key}が範囲外です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} is not a finite number</source>
        <translation>表示の設定{key}が有限の数ではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} must be text, a number, true/false or null</source>
        <translation>表示の設定{key}はテキスト、数、true/false、nullのいずれかでなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the save&apos;s &apos;view&apos; settings must be an object</source>
        <translation>保存データの表示の設定（「view」）はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save has more than {most} view settings</source>
        <translation>保存データの表示の設定が{most}個を超えています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} has too many items</source>
        <translation>表示の設定{key}の要素が多すぎます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s {key} must be a short text</source>
        <translation>保存データの{key}は短いテキストでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s &apos;app&apos; section must be an object</source>
        <translation>保存データの「app」セクションはオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s &apos;save_version&apos; must be a whole number</source>
        <translation>保存データの「save_version」は整数でなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game was saved by a newer version of Project L (save version {version}; this version reads version {known})</source>
        <translation>新しいバージョンのProject Lで保存されたゲームです（保存データのバージョン{version}。このバージョンが読めるのはバージョン{known}）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the save&apos;s &apos;seats&apos; must be a list</source>
        <translation>保存データの「seats」はリストでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save has {seats} seats for {players} players</source>
        <translation>保存データは{players}人のプレイヤーに対して席が{seats}つです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {number}: {reason}</source>
        <translation>{number}番の席：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {number} is {shown}, but the record&apos;s player {number} is {player}</source>
        <translation>{number}番の席は{shown}ですが、記録の{number}番目のプレイヤーは{player}です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the save&apos;s network settings: {reason}</source>
        <translation>保存データのネットワーク設定：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action {index}: {reason}</source>
        <translation>アクション{index}：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a seat must be an object</source>
        <translation>席はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a seat needs a name of 1-100 characters</source>
        <translation>席には1～100文字の名前が必要です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the seat&apos;s name is not valid text</source>
        <translation>席の名前が正しいテキストではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown seat kind {shown}</source>
        <translation>不明な席の種類{shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown AI level {shown}</source>
        <translation>不明なAIの強さ{shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game name has 1-{most} characters a name may hold</source>
        <translation>ゲーム名は名前に使える文字で1～{most}文字です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no TCP port {shown}: ports go from 1 to 65535</source>
        <translation>TCPポート{shown}はありません：ポートは1～65535です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an AI takes over after 1 s to 1 hour, not {shown}</source>
        <translation>AIが代わりにプレイするまでの時間は1秒～1時間です（{shown}ではなく）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a server&apos;s address is a ws:// or wss:// address</source>
        <translation>サーバーのアドレスはws://かwss://のアドレスです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network options must be an object</source>
        <translation>ネットワーク設定はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network options need a game name</source>
        <translation>ネットワーク設定にはゲーム名が必要です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the port must be a whole number</source>
        <translation>ポートは整数でなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;offer_lan&apos; must be true or false</source>
        <translation>「offer_lan」はtrueかfalseでなければなりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;takeover_seconds&apos; must be a whole number or null</source>
        <translation>「takeover_seconds」は整数かnullでなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;server&apos; must be an address or null</source>
        <translation>「server」はアドレスかnullでなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle&apos;s cells must be 5 rows of 5 characters</source>
        <translation>パズルのマスは5文字の行5つでなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle&apos;s colour must be &apos;white&apos; or &apos;black&apos;</source>
        <translation>パズルの色は「white」か「black」でなければなりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle has a field of the wrong type</source>
        <translation>パズルの項目の型が違います</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave is too large</source>
        <translation>自動保存が大きすぎます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave is not JSON</source>
        <translation>自動保存がJSONではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not an editor autosave</source>
        <translation>これはエディターの自動保存ではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave has no deck</source>
        <translation>自動保存にデッキがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave&apos;s deck cannot be read (field {key})</source>
        <translation>自動保存のデッキを読めません（項目{key}）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a saved game</source>
        <translation>保存したゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game record</source>
        <translation>ゲーム記録</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hosting setup</source>
        <translation>ホスト設定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s name</source>
        <translation>デッキの名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s id</source>
        <translation>デッキのID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s description</source>
        <translation>デッキの説明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {number}</source>
        <translation>{number}番目のピース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {piece}</source>
        <translation>ピース{piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of piece {piece}</source>
        <translation>ピース{piece}の名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {number}</source>
        <translation>{number}番目のパズル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {puzzle}</source>
        <translation>パズル{puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the reward of puzzle {puzzle}</source>
        <translation>パズル{puzzle}の報酬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the id of {item}</source>
        <translation>{item}のID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the white deck</source>
        <translation>白の山札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the black deck</source>
        <translation>黒の山札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the solo deck&apos;s white part</source>
        <translation>ソロの山札の白の部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the solo deck&apos;s black part</source>
        <translation>ソロの山札の黒の部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of player {number}</source>
        <translation>プレイヤー{number}の名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action {number}</source>
        <translation>アクション{number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}, placement {number}</source>
        <translation>{where}の配置{number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of a view setting</source>
        <translation>表示の設定の名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key}</source>
        <translation>表示の設定{key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s {key}</source>
        <translation>保存データの{key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number</source>
        <translation>数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot save {path}: {reason}</source>
        <translation>{path}を保存できません：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot make the folder {path}: {reason}</source>
        <translation>フォルダー{path}を作れません：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot use the folder {path}: {reason}</source>
        <translation>フォルダー{path}を使えません：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another program keeps the folder {path} busy</source>
        <translation>別のプログラムがフォルダー{path}を使用中です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write the settings file {path}</source>
        <translation>設定ファイル{path}を書き込めません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is a file, not a folder</source>
        <translation>{path}はファイルで、フォルダーではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot use the history folder {path}: {reason}</source>
        <translation>履歴のフォルダー{path}を使えません：{reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot use the autosave folder {path}</source>
        <translation>自動保存のフォルダー{path}を使えません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot put the game in the history: {reason}</source>
        <translation>ゲームを履歴に入れられません：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot move {path} to {folder}: {reason}</source>
        <translation>{path}を{folder}に移動できません：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission denied</source>
        <translation>アクセスが拒否されました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is read-only</source>
        <translation>ディスクが読み取り専用です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder does not exist</source>
        <translation>フォルダーがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a part of the path is a file, not a folder</source>
        <translation>パスの一部がフォルダーではなくファイルです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder of that name is in the way</source>
        <translation>同じ名前のフォルダーがじゃまをしています</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the AI chose an illegal action: {reason}</source>
        <translation>AIがルール違反のアクションを選びました：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the AI answered {shown}, which is not an action</source>
        <translation>AIがアクションではない{shown}を返しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an error in the program: {detail}</source>
        <translation>プログラムのエラー：{detail}</translation>
    </message>
</context>
<context>
    <name>ReplayText</name>
    <message>
        <location filename="../../app/commands/replay_text.py" line="+19"/>
        <source>phase: %1, round %2, player %3 to act, %4</source>
        <translation>フェーズ：%1、ラウンド%2、プレイヤー%3の手番、%4</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n action(s) left</source>
        <translation>
            <numerusform>残りアクション%n回</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2: %3, completed %4</source>
        <translation>%1：%2：%3、完成 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automaton: %1</source>
        <translation>オートマ：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>winners: %1</source>
        <translation>勝者：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the automaton</source>
        <translation>オートマ</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultBars</name>
    <message>
        <location filename="../../app/table/statistics.py" line="+816"/>
        <source>Results by opponent</source>
        <translation>相手別の成績</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No game to show</source>
        <translation>表示するゲームがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 won, %3 shared, %4 lost</source>
        <translation>%1：勝ち %2、同点優勝 %3、負け %4</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <location filename="../../app/table/results.py" line="-183"/>
        <source>%1 beats the automaton!</source>
        <translation>%1がオートマに勝利！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The automaton wins</source>
        <translation>オートマの勝利</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins!</source>
        <translation>%1の勝利！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the victory</source>
        <translation>%1が勝利を分け合いました</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tied on %1: a tie goes to the automaton</source>
        <translation>%1で同点：同点はオートマの勝ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 against the automaton&apos;s %2</source>
        <translation>%1 対 オートマの%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has the most points (%2 against %3)</source>
        <translation>%1が最多得点（%2 対 %3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tied on %1: %2 wins with more completed puzzles (%3 against %4)</source>
        <translation>%1で同点：完成パズルの多い%2の勝利（%3 対 %4）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4th</source>
        <translation>4位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th</source>
        <translation>5位</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Automaton</source>
        <translation>オートマ</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <location line="+190"/>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is not over yet</source>
        <translation>ゲームはまだ終わっていません</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Points over the rounds</source>
        <translation>ラウンドごとの得点</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Rematch</source>
        <translation>再戦(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and deck, a new deal</source>
        <translation>同じプレイヤーとデッキで、新しく配り直します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view this game</source>
        <translation>このゲームを振り返る(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step through the game from its first action</source>
        <translation>最初のアクションからゲームを1手ずつたどります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Look at the table</source>
        <translation>テーブルを見る(&amp;L)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the players and deck of a new game</source>
        <translation>新しいゲームのプレイヤーとデッキを選びます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the results and look at the table as the game ended</source>
        <translation>結果を閉じ、ゲーム終了時のテーブルを見ます</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>★ %1 – winner</source>
        <translation>★ %1 – 勝者</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Finishing Touches: %1%2</source>
        <translation>仕上げ：%1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finishing Touches: none</source>
        <translation>仕上げ：なし</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1, %2: %3</source>
        <translation>%1、%2：%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Puzzles: %1</source>
        <translation>パズル：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished puzzles: %1%2</source>
        <translation>未完成のパズル：%1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters left: %1</source>
        <translation>残りのカウンター：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pieces left: %1</source>
        <translation>残りのピース：%1</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Your &amp;statistics</source>
        <translation>あなたの統計(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games won and lost, your rating against the computer, your best games and more</source>
        <translation>勝敗、コンピューターに対するレーティング、ベストゲームなど</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../app/table/review.py" line="+245"/>
        <source>Review: %1 - Project L</source>
        <translation>振り返り：%1 - Project L</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Actions of the game</source>
        <translation>ゲームのアクション</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actions</source>
        <translation>アクション</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>To the deal (Home)</source>
        <translation>配りへ（Home）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back one turn (Page Up)</source>
        <translation>1手番戻る（Page Up）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back one action (Left)</source>
        <translation>1アクション戻る（←）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+334"/>
        <source>Play the game from here (Space)</source>
        <translation>ここから再生（Space）</translation>
    </message>
    <message>
        <location line="-326"/>
        <source>Forward one action (Right)</source>
        <translation>1アクション進む（→）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Forward one turn (Page Down)</source>
        <translation>1手番進む（Page Down）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the end (End)</source>
        <translation>最後へ（End）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue playing from here</source>
        <translation>ここから続きを遊ぶ(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new game that goes on from the shown position</source>
        <translation>表示中の局面から続く新しいゲームを始めます</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Position in the game</source>
        <translation>ゲーム内の位置</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Review</source>
        <translation>振り返り</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Analyse the game</source>
        <translation>ゲームを分析(&amp;A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer looks at every turn and marks the ones that lost points (A)</source>
        <translation>コンピューターがすべての手番を調べ、点を失った手番に印を付けます（A）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the &amp;better turn</source>
        <translation>より良い手を表示(&amp;B)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On a marked turn: show the better turn (or the turn played) on the table (B)</source>
        <translation>印の付いた手番で：より良い手（または実際の手）をテーブルに表示（B）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next marked turn</source>
        <translation>次の印の付いた手番(&amp;N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the next turn the analysis marked (N)</source>
        <translation>分析で印の付いた次の手番を表示（N）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>P&amp;revious marked turn</source>
        <translation>前の印の付いた手番(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the previous turn the analysis marked (Shift+N)</source>
        <translation>分析で印の付いた前の手番を表示（Shift+N）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A&amp;nalysis</source>
        <translation>分析(&amp;N)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the analysis &amp;panel</source>
        <translation>分析パネルを表示(&amp;P)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The deal (before the first action)</source>
        <translation>配り（最初のアクションの前）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(an action)</source>
        <translation>（アクション）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>The deal, %n action(s) in all</source>
        <translation>
            <numerusform>配り（全%nアクション）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action %1 of %2</source>
        <translation>アクション %1 / %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 - game over</source>
        <translation>%1 - ゲーム終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 - round %2, %3 to act</source>
        <translation>%1 - ラウンド%2、%3の番</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Pause (Space)</source>
        <translation>一時停止（Space）</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The game cannot be analysed: %1</source>
        <translation>このゲームは分析できません：%1</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The analysis was cancelled.</source>
        <translation>分析はキャンセルされました。</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>The analysis is done: %n marked turn(s)</source>
        <translation>
            <numerusform>分析が終わりました：印の付いた手番%n件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The analysis failed: %1</source>
        <translation>分析に失敗しました：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Analysis not saved</source>
        <translation>分析は保存されていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The analysis could not be written into %1:
%2

It is shown here; analysing again will redo it.</source>
        <translation>分析を%1に書き込めませんでした：
%2

ここには表示されています。もう一度分析すると作り直します。</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+1"/>
        <source>(nothing)</source>
        <translation>（なし）</translation>
    </message>
</context>
<context>
    <name>RewardCombo</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="+47"/>
        <source>(mixed)</source>
        <translation>（混在）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (not a piece of this deck)</source>
        <translation>%1（このデッキのピースではありません）</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/table/rulesdoc.py" line="+71"/>
        <source>Rules reference</source>
        <translation>ルールリファレンス</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules document is missing from this installation (docs/rules.md).</source>
        <translation>このインストールにはルール文書がありません（docs/rules.md）。</translation>
    </message>
</context>
<context>
    <name>S:</name>
    <message>
        <location filename="../../editor/balance_charts.py" line="+0"/>
        <source></source>
        <comment>a percentage; put the space your language writes before &quot;%&quot;, if any</comment>
        <translation></translation>
    </message>
</context>
<context>
    <name>SaveFeatures</name>
    <message>
        <location filename="../../app/table/save_features.py" line="+72"/>
        <source>Re&amp;view a saved game…</source>
        <translation>保存したゲームを振り返る(&amp;V)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review &amp;this game</source>
        <translation>このゲームを振り返る(&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;History…</source>
        <translation>履歴(&amp;H)…</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 を開けません：
%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Review a game</source>
        <translation>ゲームを振り返る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games (*%1);;Game records (*.json);;All files (*)</source>
        <translation>保存したゲーム (*%1);;ゲーム記録 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Stat&amp;istics…</source>
        <translation>統計(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games won and lost, your rating against the computer, your best games and more</source>
        <translation>勝敗、コンピューターに対するレーティング、ベストゲームなど</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../app/table/score_chart.py" line="+175"/>
        <source>Automaton</source>
        <translation>オートマ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score over the rounds</source>
        <translation>ラウンドごとの得点</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Points at the end of each round:</source>
        <translation>各ラウンド終了時の得点：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; final score %1</source>
        <translation>。最終得点 %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>得点</translation>
    </message>
</context>
<context>
    <name>ScoreTimeline</name>
    <message>
        <location filename="../../app/table/statistics.py" line="-173"/>
        <source>Score of each game</source>
        <translation>ゲームごとの得点</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No game to show</source>
        <translation>表示するゲームがありません</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n game(s): scores from %1 to %2, the last %3</source>
        <translation>
            <numerusform>%nゲーム：得点 %1〜%2、直近 %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1 · %2 · score %3
Click to review this game</source>
        <translation>%1 · %2 · 得点 %3
クリックしてこのゲームを振り返る</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Games, oldest first</source>
        <translation>ゲーム（古い順）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>mean of the last 5 games</source>
        <translation>直近5ゲームの平均</translation>
    </message>
</context>
<context>
    <name>ServeText</name>
    <message numerus="yes">
        <location filename="../../app/commands/serve.py" line="+154"/>
        <source>Serving Project L at %1 (protocol %2, at most %n room(s)); stop with Ctrl+C</source>
        <translation>
            <numerusform>Project L を %1 で提供中（プロトコル %2、ルームは最大%n個）。Ctrl+C で停止します</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server has stopped.</source>
        <translation>サーバーを停止しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot read the password file %1: %2</source>
        <translation>パスワードファイル %1 を読み込めません：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The password file %1 holds no password.</source>
        <translation>パスワードファイル %1 にパスワードがありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot use the TLS certificate and key: %1</source>
        <translation>TLS 証明書と鍵を使用できません：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot listen on %1, port %2: %3</source>
        <translation>%1 のポート %2 で待ち受けできません：%3</translation>
    </message>
</context>
<context>
    <name>SimulateText</name>
    <message>
        <location filename="../../app/commands/simulate.py" line="+212"/>
        <source>player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wins</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sd</source>
        <translation>標準偏差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzles</source>
        <translation>パズル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean ms</source>
        <translation>平均ms</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 ms</source>
        <translation>p99 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automaton</source>
        <translation>オートマ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>margin</source>
        <translation>点差</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>solo %1</source>
        <translation>ソロ %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2; %3), seeds %4-%5, hard budget %6 s, %7</source>
        <translation>%1（%2；%3）、シード%4-%5、hardの持ち時間%6秒、%7</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%nゲーム</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>ジョブ%n個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>records: %1 written to %2</source>
        <translation>記録：%1件を%2に書き出しました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown AI level %1 (choose %2)</source>
        <translation>不明なAIの強さ %1（%2 から選んでください）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--players needs at least one AI level</source>
        <translation>--players にはAIの強さを1つ以上指定してください</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a game has 2 to 4 players, not %n (or use --solo)</source>
        <translation>
            <numerusform>ゲームは2～4人で遊びます。%n人ではできません（または --solo を使ってください）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>--solo plays each of 1 to 4 levels, not %n</source>
        <translation>
            <numerusform>--solo で指定できる強さは1～4個です（%n個は指定できません）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot create %1: %2</source>
        <translation>%1を作成できません：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot write a record: %1</source>
        <translation>記録を書き込めません：%1</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>deck: %1</source>
        <translation>デッキ：%1</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../../app/table/statistics.py" line="-630"/>
        <source>Your statistics</source>
        <translation>あなたの統計</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Period</source>
        <translation>期間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players at the table</source>
        <translation>卓の人数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation>プレイヤー(&amp;P)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;eriod:</source>
        <translation>期間(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Against:</source>
        <translation>相手(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>人数(&amp;T)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>E&amp;xport as CSV…</source>
        <translation>CSVに書き出す(&amp;X)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every game of these statistics, one line each, for a spreadsheet</source>
        <translation>この統計の全ゲームを1行ずつ、表計算ソフト向けに</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every game</source>
        <translation>全ゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+57"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+57"/>
        <source>Against</source>
        <translation>相手</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+56"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Margin</source>
        <translation>点差</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Puzzles</source>
        <translation>パズル</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+295"/>
        <source>Finishing Touches</source>
        <translation>仕上げ</translation>
    </message>
    <message>
        <location line="-295"/>
        <location line="+267"/>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <location line="-266"/>
        <source>&amp;Games</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Score of each game</source>
        <translation>ゲームごとの得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results by opponent</source>
        <translation>相手別の成績</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>Best games</source>
        <translation>ベストゲーム</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Most-used pieces</source>
        <translation>よく使ったピース</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>Solo record</source>
        <translation>ソロの戦績</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Difficulty</source>
        <translation>難易度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>プレイ数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best margin</source>
        <translation>最大点差</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Overview</source>
        <translation>概要(&amp;O)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 7 days</source>
        <translation>過去7日間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 30 days</source>
        <translation>過去30日間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>過去12か月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone</source>
        <translation>すべて</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any number</source>
        <translation>すべての人数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 players</source>
        <translation>2人</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3 players</source>
        <translation>3人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 players</source>
        <translation>4人</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Easy computer</source>
        <translation>コンピューター（易しい）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium computer</source>
        <translation>コンピューター（普通）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard computer</source>
        <translation>コンピューター（難しい）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed table</source>
        <translation>混合卓</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>People only</source>
        <translation>人間のみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ Won</source>
        <translation>✓ 勝ち</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>= Shared win</source>
        <translation>= 勝利を分け合った</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Lost</source>
        <translation>✗ 負け</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Challenging</source>
        <translation>手強い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unbeatable</source>
        <translation>無敵</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reading your games…</source>
        <translation>ゲームを読み込んでいます…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading your games… %1 of %2</source>
        <translation>ゲームを読み込んでいます… %1 / %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>⚠ The history could not be read: %1</source>
        <translation>⚠ 履歴を読み込めませんでした：%1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No game in the history yet: every game you finish (or leave for another) is kept there and counts here.</source>
        <translation>履歴にはまだゲームがありません。終えたゲーム（または別のゲームのために中断したゲーム）はすべて履歴に残り、ここで集計されます。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n unfinished game(s) left out.</source>
        <translation>
            <numerusform>未終了のゲーム%n件は除外しています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lesson game(s) left out.</source>
        <translation>
            <numerusform>レッスンのゲーム%n件は除外しています。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+62"/>
        <location line="+8"/>
        <location line="+25"/>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <location line="-98"/>
        <source>⚠ %n game(s) of the history cannot be read and are left out: %1</source>
        <translation>
            <numerusform>⚠ 履歴のゲーム%n件を読み込めないため除外しています：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>after %n game(s) against the computer</source>
        <translation>
            <numerusform>コンピューターとの%nゲーム後</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play against the computer to get a rating</source>
        <translation>コンピューターと対戦するとレーティングが付きます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An Elo-style rating (Glicko) on the scale of the computer levels: easy %1, medium %2, hard %3. It moves after each finished game against them; your strength lies within the ± range with 95% confidence.</source>
        <translation>コンピューターの強さを基準にしたイロ方式（Glicko）のレーティング：易しい %1、普通 %2、難しい %3。対戦したゲームが終わるたびに変わり、あなたの実力は95%の確かさで±の範囲内にあります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won · %2 shared · %3 lost</source>
        <translation>勝ち %1 · 同点優勝 %2 · 負け %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · %1 solo</source>
        <translation> · ソロ %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+8"/>
        <source>Mean score</source>
        <translation>平均得点</translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <source>%1 %2/game · mean of the last %n game(s): %3</source>
        <translation>
            <numerusform>%1 %2/ゲーム · 直近%nゲームの平均：%3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles completed</source>
        <translation>完成したパズル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 white · %2 black</source>
        <translation>白 %1 · 黒 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>points paid in %n game(s)</source>
        <translation>
            <numerusform>%nゲームで支払った点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
Click to review this game</source>
        <translation>%1
クリックしてこのゲームを振り返る</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%1: placed %n time(s)</source>
        <translation>
            <numerusform>%1：%n回置いた</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export the statistics</source>
        <translation>統計を書き出す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>CSVファイル (*.csv)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot export the statistics</source>
        <translation>統計を書き出せません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be written:
%2</source>
        <translation>%1 を書き込めませんでした：
%2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Exported %n game(s) to %1</source>
        <translation>
            <numerusform>%n件のゲームを %1 に書き出しました</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../../app/table/status_line.py" line="+29"/>
        <source>Status</source>
        <translation>状況</translation>
    </message>
</context>
<context>
    <name>Strings</name>
    <message>
        <location filename="../../app/table/strings.py" line="+26"/>
        <source>the left column</source>
        <translation>左の列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the middle column</source>
        <translation>中央の列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the right column</source>
        <translation>右の列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column %1</source>
        <translation>%1列目</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <location filename="../../app/table/controller.py" line="+249"/>
        <source>Taken back</source>
        <translation>取り消しました</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 is thinking…</source>
        <translation>%1が考え中…</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>The AI could not move: %1</source>
        <translation>AIが手を指せませんでした：%1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Game over: %1</source>
        <translation>ゲーム終了：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s turn is over: press Continue (Space) to let %2 play</source>
        <translation>%1の手番は終わりました。「続ける」（Space）を押すと%2がプレイします</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1&apos;s turn is over: %2 plays next</source>
        <translation>%1の手番は終わりました。次は%2です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue (Space)</source>
        <translation>続ける（Space）</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Choose the reward for %1: click one of the glowing pieces in the reserve (%2)</source>
        <translation>%1の報酬を選んでください：共通ストックの光っているピースをクリック（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: Finishing Touches. Place pieces on your puzzles (each costs 1 point), then press Done</source>
        <translation>%1：仕上げ。自分のパズルにピースを置き（1つにつき1点減点）、「完了」を押してください</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Master action: drop one piece on each puzzle you like, then Confirm</source>
        <translation>マスターアクション：好きなパズルにピースを1つずつ置き、「確定」を押してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: take a puzzle, take a level-1 piece, drag a piece onto a puzzle, or click a piece of your supply to upgrade it</source>
        <translation>%1：パズルを取る、レベル1ピースを取る、ピースをパズルにドラッグする、または手持ちのピースをクリックしてアップグレード</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>There is no game on the table</source>
        <translation>テーブルにゲームがありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over: start a new one from the Game menu</source>
        <translation>ゲームは終了しました。ゲームメニューから新しいゲームを始めてください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the pieces have landed</source>
        <translation>ピースが着地するまでお待ちください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn (computer player)</source>
        <translation>%1（コンピューター）の手番です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait: the computer is thinking</source>
        <translation>お待ちください：コンピューターが考え中です</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>A master action needs a puzzle to place on</source>
        <translation>マスターアクションには置き先のパズルが必要です</translation>
    </message>
    <message numerus="yes">
        <location line="+108"/>
        <source>Finishing Touches: %n placed, cost -%n point(s). Done applies them</source>
        <translation>
            <numerusform>仕上げ：%n個配置、-%n点。完了で適用します</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Master action: %n piece(s) planned. Confirm applies them</source>
        <translation>
            <numerusform>マスターアクション：ピース%n個予定。確定で適用します</numerusform>
        </translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Place %1 on a puzzle (keyboard)</source>
        <translation>%1をパズルに置く（キーボード）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Upgrade %1 to</source>
        <translation>%1のアップグレード先</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange %1 for</source>
        <translation>%1の交換先</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No piece in the reserve to upgrade or exchange to</source>
        <translation>アップグレードや交換の先となるピースが共通ストックにありません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (level %2, %3 left)</source>
        <translation>%1（レベル%2、残り%3）</translation>
    </message>
    <message>
        <location line="-470"/>
        <source>The computer players&apos; helper process had to be restarted. The game goes on.</source>
        <translation>コンピューターの補助プロセスを再起動しました。ゲームは続きます。</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../app/table/scene.py" line="+88"/>
        <source>AI, easy</source>
        <translation>AI・易しい</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI, medium</source>
        <translation>AI・普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI, hard</source>
        <translation>AI・難しい</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Reserve</source>
        <translation>共通ストック</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Round %1</source>
        <translation>ラウンド%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RESULTS</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Finishing Touches</source>
        <translation>%1の仕上げ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pieces placed: %1, cost -%1</source>
        <translation>置いたピース：%1、-%1点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each piece placed costs 1 point</source>
        <translation>ピースを1つ置くごとに1点減点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FINISHING TOUCHES</source>
        <translation>仕上げ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: choose a reward</source>
        <translation>%1：報酬を選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn</source>
        <translation>%1の手番</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Actions left:</source>
        <translation>残りアクション：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master action: used</source>
        <translation>マスターアクション：使用済み</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Master action: %n piece(s) planned</source>
        <translation>
            <numerusform>マスターアクション：ピース%n個予定</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master action: available</source>
        <translation>マスターアクション：使用可</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FINAL ROUND</source>
        <translation>最終ラウンド</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LAST ROUND NEXT</source>
        <translation>次が最終ラウンド</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+13"/>
        <source>Remote</source>
        <translation>リモート</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 plays at another computer</source>
        <translation>%1は別のコンピューターで遊んでいます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disconnected</source>
        <translation>切断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection: they can join again with the same invite code and name</source>
        <translation>%1の接続が切れました。同じ招待コードと名前で再び参加できます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AI playing for now</source>
        <translation>一時的にAIが代わりに打っています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection: an AI plays for them until they join again</source>
        <translation>%1の接続が切れました。再び参加するまでAIが代わりに打ちます</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing</source>
        <translation>プレイ中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finishing</source>
        <translation>仕上げ中</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+84"/>
        <location line="+99"/>
        <source>Score: %1</source>
        <translation>得点：%1</translation>
    </message>
    <message>
        <location line="-427"/>
        <source>Completed: %1</source>
        <translation>完成：%1</translation>
    </message>
    <message>
        <location line="+252"/>
        <location line="+73"/>
        <source>pile</source>
        <translation>勝利点の山</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+34"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>locked</source>
        <translation>ロック</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open</source>
        <translation>開放</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>手強い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>無敵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automaton (%1)</source>
        <translation>オートマ（%1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Puzzles taken: %1</source>
        <translation>獲得したパズル：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its supply: %1</source>
        <translation>手持ち：%1</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>Touches: -%1</source>
        <translation>仕上げ：-%1</translation>
    </message>
</context>
<context>
    <name>TableTooltips</name>
    <message>
        <location filename="../../app/table/tooltips.py" line="+47"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Fewest pieces that fill it: %n</source>
        <translation>
            <numerusform>埋めるのに必要な最少ピース数：%n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pieces of this deck cannot fill it</source>
        <translation>このデッキのピースでは埋められません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewest pieces that fill it: too hard to work out</source>
        <translation>埋めるのに必要な最少ピース数：難しすぎて求められません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces that fill it: working it out…</source>
        <translation>埋めるのに必要な最少ピース数：計算中…</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Puzzle %1: %n point(s)</source>
        <translation>
            <numerusform>パズル%1：%n点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reward: piece %1</source>
        <translation>報酬：ピース%1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n square(s) to fill</source>
        <translation>
            <numerusform>埋めるマス：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n square(s) still empty</source>
        <translation>
            <numerusform>空きマス：残り%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Reserve: piece %1, %n left</source>
        <translation>
            <numerusform>共通ストック：ピース%1、残り%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1&apos;s supply: piece %2, %n piece(s)</source>
        <translation>
            <numerusform>%1の手持ち：ピース%2、%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>White deck: %n card(s) left</source>
        <translation>
            <numerusform>白の山札：残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Black deck: %n card(s) left</source>
        <translation>
            <numerusform>黒の山札：残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deck: %n card(s) left</source>
        <translation>
            <numerusform>山札：残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Column %1 is locked by %n counter(s)</source>
        <translation>
            <numerusform>%1列目はカウンター%n個でロックされています</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1 is open</source>
        <translation>%1列目は開いています</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 has completed %n puzzle(s)</source>
        <translation>
            <numerusform>%1はパズルを%n枚完成させました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1：%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Completed puzzles: %n</source>
        <translation>
            <numerusform>完成したパズル：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Finishing Touches: %n piece(s), %n point(s) taken off</source>
        <translation>
            <numerusform>仕上げ：ピース%n個、%n点減点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The automaton has taken %n puzzle(s)</source>
        <translation>
            <numerusform>オートマはパズルを%n枚獲得しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Its score: %n point(s)</source>
        <translation>
            <numerusform>オートマの得点：%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The automaton&apos;s supply: %n counter(s)</source>
        <translation>
            <numerusform>オートマの手持ち：カウンター%n個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../app/table/view.py" line="+88"/>
        <source>Game table</source>
        <translation>ゲームテーブル</translation>
    </message>
    <message>
        <location line="+209"/>
        <source>Tab goes from card to card and piece to piece, Enter uses the one you are on; Help &gt; Keyboard lists every key</source>
        <translation>Tabでカードからカード、ピースからピースへ移動し、Enterで今の項目を使います。ヘルプ &gt; キーボード にすべてのキーがあります</translation>
    </message>
</context>
<context>
    <name>TimeLeftWords</name>
    <message>
        <location filename="../../app/model/time_left.py" line="+78"/>
        <source>estimating the time left…</source>
        <translation>残り時間を見積もっています…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less than a minute left</source>
        <translation>残り1分未満</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>残り約%n分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>about %n hour(s) left</source>
        <translation>
            <numerusform>残り約%n時間</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <location filename="../../app/model/tips.py" line="+202"/>
        <source>Choose your reward</source>
        <translation>報酬を選ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reward piece of your puzzle is out, so you choose another: click one of the glowing piles in the reserve.</source>
        <translation>パズルの報酬のピースが品切れなので、別のピースを選びます。共通ストックの光っている山をクリックしてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The black deck is empty</source>
        <translation>黒の山札が尽きました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is near: the round in which the black deck ran out is played to its end, then one more full round (Final round). After it come Finishing Touches and the scoring.</source>
        <translation>ゲームの終わりが近づいています。黒の山札が尽きたラウンドを最後まで行い、さらにもう1ラウンド（最終ラウンド）を行います。そのあとは仕上げと得点計算です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deck is empty</source>
        <translation>山札が尽きました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is near: after the turn in which the deck ran out, you play one more turn and the automaton one more, then come Finishing Touches. Each puzzle you leave unfinished costs its points.</source>
        <translation>ゲームの終わりが近づいています。山札が尽きた手番のあと、あなたとオートマがもう1手番ずつ行い、そのあとは仕上げです。未完成のまま残したパズルは、その点数分の減点になります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finishing Touches</source>
        <translation>仕上げ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last chance to complete puzzles: place any pieces of your supply on your puzzles, one point each, then press Done. A puzzle completed now scores, but gives no reward.</source>
        <translation>パズルを完成させる最後のチャンスです。手持ちのピースを自分のパズルに置き（1つにつき1点減点）、「完了」を押してください。ここで完成したパズルは得点になりますが、報酬はもらえません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Complete this puzzle</source>
        <translation>このパズルを完成させよう</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One piece of your supply fills the rest of this puzzle. A completed puzzle scores its points, gives back its pieces and gives you its reward piece.</source>
        <translation>手持ちのピース1つで、このパズルの残りが埋まります。完成したパズルは得点になり、置いたピースが手持ちに戻り、報酬のピースがもらえます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A pile is empty</source>
        <translation>山が空になりました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you must take a piece that is out, you take another of the same level. If that level is empty too, you choose from the nearest higher level or any lower one.</source>
        <translation>品切れのピースを取ることになったときは、同じレベルの別のピースを取ります。そのレベルも空なら、最も近い上のレベルか、下のどのレベルからでも選べます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A column is locked</source>
        <translation>列がロックされました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The automaton took the best puzzle of the columns without counters, and its counters now lock that column. Each puzzle you take moves a counter off its column: keep the valuable puzzles locked, or take them first.</source>
        <translation>オートマはカウンターのない列から最も良いパズルを取り、自分のカウンターでその列をロックしました。あなたがパズルを取るたびに、その列のカウンターが1個離れます。価値の高いパズルはロックしたままにするか、先に取りましょう。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The master action</source>
        <translation>マスターアクション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pieces of your supply fit on more than one puzzle. Once a turn, the master action (M) places one piece on each of your puzzles for a single action.</source>
        <translation>手持ちのピースを置けるパズルが複数あります。手番に1回、マスターアクション（M）なら1回のアクションで各パズルにピースを1つずつ置けます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Upgrade a piece</source>
        <translation>ピースをアップグレード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a piece of your supply to give it back for a piece of the next level: bigger pieces fill puzzles faster.</source>
        <translation>手持ちのピースをクリックすると、それを返して次のレベルのピースを取れます。大きなピースほど早くパズルを埋められます。</translation>
    </message>
    <message>
        <location filename="../../app/table/tips.py" line="+54"/>
        <source>&amp;Got it</source>
        <translation>わかった(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No more tips</source>
        <translation>ワンポイントを表示しない(&amp;N)</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../../app/table/tools.py" line="+197"/>
        <source>Only the player to move can use pieces, from their own supply</source>
        <translation>ピースを使えるのは手番のプレイヤーだけで、自分の手持ちからです</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>That is another player&apos;s supply</source>
        <translation>それはほかのプレイヤーの手持ちです</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece of that shape is left in the supply</source>
        <translation>その形のピースは手持ちに残っていません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Confirm or cancel the placements first</source>
        <translation>先に配置を確定またはキャンセルしてください</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Only a level-1 piece (%1) can be taken from the reserve; bigger pieces come by upgrading</source>
        <translation>共通ストックから取れるのはレベル1ピース（%1）だけです。大きいピースはアップグレードで手に入れます</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drag a piece from your supply onto this puzzle, or choose a supply piece and press Enter</source>
        <translation>手持ちのピースをこのパズルにドラッグするか、手持ちのピースを選んでEnterを押してください</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is %1&apos;s puzzle: pieces go on your own puzzles</source>
        <translation>それは%1のパズルです。ピースは自分のパズルに置きます</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck is face down: take a card from the row</source>
        <translation>山札は裏向きです。場からカードを取ってください</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2, reward %3. Enter takes it.</source>
        <translation>%1：%2、報酬%3。Enterで取ります。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reserve: %1 × %2. Enter takes it if you may.</source>
        <translation>共通ストック：%1 × %2。取れる場合はEnterで取ります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your %1. Enter: place it, upgrade or exchange it.</source>
        <translation>あなたの%1。Enter：置く、アップグレード、交換。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your puzzle %1 (%2).</source>
        <translation>あなたのパズル%1（%2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+14"/>
        <source>none yet</source>
        <translation>まだなし</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>%1&apos;s completed puzzles: %2</source>
        <translation>%1の完成したパズル：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counters above %1: %2. The automaton takes no card from a column with a counter above it</source>
        <translation>%1の上のカウンター：%2。オートマは上にカウンターがある列からカードを取りません</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The automaton&apos;s puzzles: %1</source>
        <translation>オートマのパズル：%1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>You have no puzzle to place a piece on</source>
        <translation>ピースを置けるパズルがありません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Arrows move the piece, R rotates, F flips, Tab or 1-4 picks the puzzle, Enter places it, Escape cancels</source>
        <translation>矢印でピースを移動、Rで回転、Fで裏返し、Tabか1～4でパズルを選び、Enterで配置、Escapeでキャンセル</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drop the piece on one of your puzzles: R or the wheel rotates, F or the right button flips, Escape cancels</source>
        <translation>ピースを自分のパズルにドロップ：Rかホイールで回転、Fか右ボタンで裏返し、Escapeでキャンセル</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>The piece went back: drop it on one of your puzzles</source>
        <translation>ピースは戻りました。自分のパズルにドロップしてください</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Put back</source>
        <translation>戻す</translation>
    </message>
    <message>
        <location line="-269"/>
        <source>%1: %2, reward %3.</source>
        <translation>%1：%2、報酬%3。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reserve: %1 × %2.</source>
        <translation>共通ストック：%1 × %2。</translation>
    </message>
</context>
<context>
    <name>TtsText</name>
    <message numerus="yes">
        <location filename="../../editor/tts.py" line="+75"/>
        <source>%n point(s), reward %1</source>
        <translation>
            <numerusform>%n点、報酬 %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: white puzzles</source>
        <translation>%1：白パズル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: black puzzles</source>
        <translation>%1：黒パズル</translation>
    </message>
</context>
<context>
    <name>TurnMarks</name>
    <message>
        <location filename="../../app/table/marks.py" line="+56"/>
        <source>Taken</source>
        <translation>取得</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placed</source>
        <translation>配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>新規</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../app/table/welcome.py" line="+469"/>
        <source>Project L</source>
        <translation>Project L</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+268"/>
        <source>&amp;Continue</source>
        <translation>続ける(&amp;C)</translation>
    </message>
    <message>
        <location line="-268"/>
        <location line="+270"/>
        <source>Looking for an unfinished game…</source>
        <translation>終わっていないゲームを探しています…</translation>
    </message>
    <message>
        <location line="-267"/>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two to four players, people or computer players</source>
        <translation>2～4人、人間またはコンピューター</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Solo</source>
        <translation>ソロ(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play alone against the automaton</source>
        <translation>オートマを相手に1人で遊ぶ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Deck editor</source>
        <translation>デッキエディター(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Design puzzles, pieces and whole decks</source>
        <translation>パズル、ピース、デッキ全体をデザイン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A saved game or a game record</source>
        <translation>保存したゲームまたはゲーム記録</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Recent games</source>
        <translation>最近のゲーム(&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>プレイ日時</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recent games</source>
        <translation>最近のゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Enter or double-click to open a game</source>
        <translation>Enterまたはダブルクリックでゲームを開きます</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>Reading your recent games…</source>
        <translation>最近のゲームを読み込んでいます…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The recent games could not be read: %1</source>
        <translation>最近のゲームを読み込めませんでした：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (solo)</source>
        <translation>%1（ソロ）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ Cannot be read</source>
        <translation>⚠ 読み込めません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ Finished</source>
        <translation>✓ 終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ Unfinished, round %1</source>
        <translation>▶ 未終了、ラウンド%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+34"/>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Press Enter or double-click to open a game.</source>
        <translation>Enterまたはダブルクリックでゲームを開きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No recent games yet: the games you save or open are listed here.</source>
        <translation>最近のゲームはまだありません。保存したり開いたりしたゲームがここに表示されます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No unfinished game to continue: start a new one or open a saved game</source>
        <translation>再開できるゲームはありません。新しいゲームを始めるか、保存したゲームを開いてください</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · round %2 · left without saving %3</source>
        <translation>%1 · ラウンド%2 · 保存せずに終了 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · round %2 · %3</source>
        <translation>%1 · ラウンド%2 · %3</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="-242"/>
        <source>&amp;Join a network game…</source>
        <translation>ネットワークゲームに参加(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../app/table/welcome.py" line="-306"/>
        <source>Take puzzles, place your pieces, and upgrade them to bigger ones.</source>
        <translation>パズルを取り、ピースを置き、より大きなピースへと育てよう。</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../app/table/window_menus.py" line="+76"/>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck &amp;editor…</source>
        <translation>デッキエディター(&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Design puzzles, pieces and whole decks (the deck editor opens in a window of its own)</source>
        <translation>パズル、ピース、デッキ全体をデザインします（デッキエディターは別ウィンドウで開きます）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Master action</source>
        <translation>マスターアクション(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place up to one piece on each of your puzzles as one action (M)</source>
        <translation>1アクションで自分の各パズルにピースを1つまで置きます（M）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Confirm</source>
        <translation>確定(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;ancel</source>
        <translation>キャンセル(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+129"/>
        <source>&amp;End turn</source>
        <translation>手番を終える(&amp;E)</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>End the turn now, with actions left (E)</source>
        <translation>アクションが残っていても今すぐ手番を終えます（E）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Whole table</source>
        <translation>テーブル全体(&amp;W)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game &amp;log</source>
        <translation>ゲームログ(&amp;L)</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&amp;Rules reference</source>
        <translation>ルールリファレンス(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Project L</source>
        <translation>Project L について(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Turn</source>
        <translation>手番(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Animation speed</source>
        <translation>アニメーション速度(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Off (instant)</source>
        <translation>オフ（即時）(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Slow</source>
        <translation>遅い(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Normal</source>
        <translation>普通(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fast</source>
        <translation>速い(&amp;F)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Very fast</source>
        <translation>とても速い(&amp;V)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Done (Finishing Touches)</source>
        <translation>完了（仕上げ）(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm master action</source>
        <translation>マスターアクションを確定(&amp;C)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>End the turn?</source>
        <translation>手番を終えますか？</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have %n action(s) left. End your turn anyway?</source>
        <translation>
            <numerusform>アクションがあと%n回残っています。それでも手番を終えますか？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>今後は確認しない(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can turn the question on again in Edit &gt; Preferences</source>
        <translation>この確認は 編集 &gt; 設定 で再びオンにできます</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <location filename="../../editor/commands.py" line="+76"/>
        <source>Paint cells of %1</source>
        <translation>%1のマスを塗る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erase cells of %1</source>
        <translation>%1のマスを消す</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Make %1 white</source>
        <translation>%1を白にする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make %1 black</source>
        <translation>%1を黒にする</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Set points of %1</source>
        <translation>%1の得点を設定</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Set reward of %1</source>
        <translation>%1の報酬を設定</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+121"/>
        <source>Rename %1 to %2</source>
        <translation>%1の名前を%2に変更</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Add puzzle %1</source>
        <translation>パズル%1を追加</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete puzzle %1</source>
        <translation>パズル%1を削除</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Reshape piece %1</source>
        <translation>ピース%1の形を変更</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rename piece %1</source>
        <translation>ピース%1の名前を変更</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Recolour piece %1</source>
        <translation>ピース%1の色を変更</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Set reserve count of %1</source>
        <translation>%1の共通ストック個数を設定</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Add piece %1</source>
        <translation>ピース%1を追加</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete piece %1</source>
        <translation>ピース%1を削除</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rename deck</source>
        <translation>デッキ名を変更</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Edit description</source>
        <translation>説明を編集</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Change the card backs</source>
        <translation>カードの裏面を変更</translation>
    </message>
</context>
<context>
    <name>pdf</name>
    <message>
        <location filename="../../editor/pdf.py" line="+268"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+80"/>
        <source>Untitled deck</source>
        <translation>無題のデッキ</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>%1 · page %2 of %3</source>
        <translation>%1 · %2 / %3ページ</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This bar is 5 cm long when printed at 100% (actual size).</source>
        <translation>100%（実寸）で印刷すると、このバーは5 cmになります。</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Puzzle cards</source>
        <translation>パズルカード</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card backs</source>
        <translation>カードの裏面</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pieces</source>
        <translation>ピース</translation>
    </message>
</context>
<context>
    <name>render</name>
    <message>
        <location filename="../../app/render/cards.py" line="+330"/>
        <source>Empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+30"/>
        <source>Project L</source>
        <translation>Project L</translation>
    </message>
    <message>
        <location filename="../../app/render/pieces.py" line="+294"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
</context>
<context>
    <name>tools</name>
    <message>
        <location filename="../../editor/tools.py" line="+110"/>
        <source>A piece needs at least one square. Draw its squares on the grid.</source>
        <translation>ピースには少なくとも1マス必要です。グリッドにマスを描いてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A piece has at most 5 squares. Remove one to use this drawing.</source>
        <translation>ピースは最大5マスです。この図を使うには1マス消してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The squares of a piece must touch side by side. Join them up.</source>
        <translation>ピースのマスは辺で接していなければなりません。つなげてください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the same shape as %1 (up to rotation and reflection): refused. Keep drawing to make another shape.</source>
        <translation>%1と同じ形です（回転・反転で一致）：使えません。描き続けて別の形にしてください。</translation>
    </message>
</context>
</TS>
