// The set-up's answers: shown only masked, never the secret, in every textual form.

import Domain
import Testing

@Suite struct BrokerSetupTests {
    private let setup = BrokerSetup(accountType: .real, appKey: "PSappkeyABCD1234", appSecret: "TopSecretValue", accountNumber: "50123456-01", htsID: "myhts")

    @Test func theKeyIsShownByItsLast4AndTheAccountMasked() {
        #expect(setup.appKeyTail == "…1234")
        #expect(setup.maskedAccountNumber == "5012-****-01")
    }

    @Test func noPrintedFormHoldsTheKeySecretOrFullAccountNumber() {
        var dumped = ""
        dump(setup, to: &dumped)
        for text in [String(describing: setup), String(reflecting: setup), "\(setup)", dumped] {
            #expect(!text.contains("TopSecretValue") && !text.contains("PSappkeyABCD1234") && !text.contains("50123456"), "\(text)")
        }
    }

    @Test func anHTSIDIs1To16LettersDigitsOrUnderscore() {
        #expect(BrokerSetup.isHTSID("my_hts01"))
        #expect(!BrokerSetup.isHTSID(""))
        #expect(!BrokerSetup.isHTSID("my hts"))
        #expect(!BrokerSetup.isHTSID(String(repeating: "a", count: 17)))
        #expect(!BrokerSetup.isHTSID("한글"))
    }
}
