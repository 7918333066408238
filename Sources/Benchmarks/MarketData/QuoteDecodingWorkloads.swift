// Benchmark: KIS inquire-price answers decoded into Quotes per second.

import Domain
import Foundation
import MarketData

/// How fast the kis feed turns answer bodies into quotes (JSON decoding, string fields, mapping).
enum QuoteDecodingWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "kis-quote-decoding",
            title: "KIS inquire-price answers (80 string fields) decoded to Quote per CPU second",
            goal: "far above the 15 requests/s a real account may send",
            measure: { decodeAnswers(count: 20_000) }
        ),
    ]

    /// Decodes `count` real-shaped 005930 answers (every field KIS sends, values from KIS.md) and
    /// reports quotes per second of this thread's CPU time, so sharing the cores does not skew it.
    private static func decodeAnswers(count: Int) -> Figure {
        let body = Data(samsungAnswer.utf8)
        let code = StockCode("005930")!
        let time = Date(timeIntervalSince1970: 1_800_000_000)
        var checksum = 0
        let start = TableRenderWorkloads.threadCPUNanoseconds()
        for _ in 0..<count {
            checksum &+= (try? KISInquirePriceDecoder.quote(from: body, code: code, time: time).price) ?? -1
        }
        let seconds = Double(TableRenderWorkloads.threadCPUNanoseconds() - start) / 1e9
        return Figure(value: Double(count) / seconds, unit: "quotes/s", checksum: checksum)
    }

    /// A full inquire-price answer as KIS sends it: one `output` object of ~80 string fields.
    private static let samsungAnswer = #"""
    {"output":{"iscd_stat_cls_code":"55","marg_rate":"20.00","rprs_mrkt_kor_name":"KOSPI200",
    "bstp_kor_isnm":"전기·전자","temp_stop_yn":"N","oprc_rang_cont_yn":"N","clpr_rang_cont_yn":"N",
    "crdt_able_yn":"Y","grmn_rate_cls_code":"40","elw_pblc_yn":"Y","stck_prpr":"272250","prdy_vrss":"250",
    "prdy_vrss_sign":"2","prdy_ctrt":"0.09","acml_tr_pbmn":"3504567123500","acml_vol":"12872345",
    "prdy_vrss_vol_rate":"81.25","stck_oprc":"269500","stck_hgpr":"279500","stck_lwpr":"268500",
    "stck_mxpr":"353500","stck_llam":"190500","stck_sdpr":"272000","wghn_avrg_stck_prc":"273411.52",
    "hts_frgn_ehrt":"51.23","frgn_ntby_qty":"-61236","pgtr_ntby_qty":"120034","pvt_scnd_dmrs_prc":"0",
    "pvt_frst_dmrs_prc":"0","pvt_pont_val":"0","pvt_frst_dmsp_prc":"0","pvt_scnd_dmsp_prc":"0","dmrs_val":"0",
    "dmsp_val":"0","cpfn":"7780","rstc_wdth_prc":"81500","stck_fcam":"100","stck_sspr":"200000",
    "aspr_unit":"500","hts_deal_qty_unit_val":"1","lstn_stcn":"5919637922","hts_avls":"1611622",
    "per":"35.12","pbr":"2.31","stac_month":"12","vol_tnrt":"0.21","eps":"7751.00","bps":"117811.00",
    "d250_hgpr":"279500","d250_hgpr_date":"20260105","d250_hgpr_vrss_prpr_rate":"-2.59","d250_lwpr":"49900",
    "d250_lwpr_date":"20250213","d250_lwpr_vrss_prpr_rate":"445.59","stck_dryy_hgpr":"279500",
    "dryy_hgpr_vrss_prpr_rate":"-2.59","dryy_hgpr_date":"20260105","stck_dryy_lwpr":"150000",
    "dryy_lwpr_vrss_prpr_rate":"81.50","dryy_lwpr_date":"20260102","w52_hgpr":"279500",
    "w52_hgpr_vrss_prpr_ctrt":"-2.59","w52_hgpr_date":"20260105","w52_lwpr":"49900",
    "w52_lwpr_vrss_prpr_ctrt":"445.59","w52_lwpr_date":"20250213","whol_loan_rmnd_rate":"0.16",
    "ssts_yn":"Y","stck_shrn_iscd":"005930","fcam_cnnm":"100","cpfn_cnnm":"7,780 억",
    "frgn_hldn_qty":"3032648574","vi_cls_code":"N","ovtm_vi_cls_code":"N","last_ssts_cntg_qty":"43440",
    "invt_caful_yn":"N","mrkt_warn_cls_code":"00","short_over_yn":"N","sltr_yn":"N","mang_issu_cls_code":"N"},
    "rt_cd":"0","msg_cd":"MCA00000","msg1":"정상처리 되었습니다."}
    """#
}
