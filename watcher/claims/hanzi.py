"""Traditional Chinese characters read as their simplified forms (reading rules §4).

Taiwanese and Hong Kong posts write "兩張 4090", "並發 32", "首字延遲", "顯存佔用", "預填充":
the same words as "两张", "并发", "延迟", "显存占用", "预填充", which the reader's patterns
know. Rather than spell every pattern twice, a text in Chinese has these characters mapped
to their simplified forms before it is read. Japanese writes many of the same characters
with other words around them (時間, 搭載, 比較, 並列), so a text holding kana, or Hangul, is
left as written. Only characters whose simplified form is one character with the same
meaning in this writing are mapped; ambiguous ones (乾, 著, 瞭) are not.
"""

from __future__ import annotations

import re

# traditional, simplified: pairs in groups of the words they serve
_PAIRS = (
    # counts, cards and machines: "兩張", "單卡", "雙卡", "八塊", "兩臺"
    "張张塊块兩两單单雙双臺台機机個个數数萬万億亿"
    # load: "並發", "請求", "用戶", "批處理"
    "並并發发請请戶户處处統统們们"
    # times: "延遲", "時延", "耗時", "首字延遲", "秒鐘", "響應時間"
    "遲迟時时鐘钟響响應应間间"
    # memory: "顯存佔用", "內存", "記憶體", "視訊記憶體", "儲存"
    "顯显佔占內内記记憶忆體体視视訊讯儲储緩缓"
    # phases and modes: "預填充", "解碼", "輸出", "總吞吐", "投機", "推測", "開啟", "關閉"
    "預预碼码輸输總总開开啟启關关測测試试驗验實实際际"
    # change and comparison words: "從…提升到", "與…相比", "較", "達到", "約", "後", "為"
    "從从與与較较達达約约後后為为無无還还沒没對对過过來来讓让給给說说這这該该於于"
    # setting and wording around a figure: "設為", "長度", "問題", "嗎", "麼", "裡"
    "設设長长問问題题嗎吗麼么裡里裏里點点種种樣样夠够讀读寫写稱称級级優优勢势"
    # training, loading and compiling: "訓練", "載入", "編譯", "調度", "啟動", "動"
    "訓训練练載载編编譯译調调動动導导運运執执計计"
    # prices and costs: "價格", "費用", "錢", "購買"
    "價价費费錢钱購购買买賣卖"
    # hardware words: "顯卡", "晶片", "伺服器", "節點", "頻寬", "帶寬"
    "節节頻频寬宽帶带線线網网絡络環环軟软電电腦脑"
    # vendors and chips: "華為", "昇騰", "鯤鵬", "崑崙芯", "寒武紀", "摩爾線程"
    "華华騰腾鯤鲲鵬鹏崑昆崙仑紀纪爾尔"
    # more words around figures: "關閉", "僅有", "變為", "漲到", "減少", "縮短", "參數量",
    # "門檻", "目標", "計劃", "爭取", "論文", "層跳過", "權重", "負載", "分別", "換成",
    # "根據", "感覺", "隨機", "準確", "幾", "將"
    "閉闭僅仅變变漲涨減减縮缩參参門门檻槛標标劃划爭争論论層层權权負负別别換换據据"
    "覺觉隨随準准確确錯错幾几將将現现圖图見见號号語语選选擇择極极壓压頭头組组類类"
    "簡简擴扩續续頁页滿满難难輕轻離离態态雲云專专業业產产術术項项適适傳传邊边"
)
_TRADITIONAL = str.maketrans(_PAIRS[0::2], _PAIRS[1::2])
# kana or Hangul: a Japanese or Korean text, whose characters stay as written
_NOT_CHINESE = re.compile(r"[\u3040-\u30ff\uac00-\ud7af]")
# a traditional character worth the work: without one, the text is left untouched
_ANY_TRADITIONAL = re.compile("[" + _PAIRS[0::2] + "]")


def simplified(text: str) -> str:
    """``text`` with traditional characters mapped to simplified ones, unless it is Japanese
    or Korean (it holds kana or Hangul) or holds no traditional character."""
    if not _ANY_TRADITIONAL.search(text) or _NOT_CHINESE.search(text):
        return text
    return text.translate(_TRADITIONAL)
