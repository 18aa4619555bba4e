import { LEGAL_DATES } from './dates'
import type { LegalSource } from './types'

export const conduct: LegalSource = {
  ja: ({ company }) => ({
    preamble: [
      `${company}およびグループ会社（以下「当社グループ」）は、AIとデータの力で小売の現場と買い物体験をより良くすることを使命としています。この使命を果たすには、お客さま、お取引先、地域社会、そして共に働く仲間から信頼され続けることが欠かせません。`,
      '本行動規範は、当社グループの役員および従業員（契約社員、派遣社員等を含みます）一人ひとりが日々の判断と行動のよりどころとすべき原則を定めたものです。',
    ],
    sections: [
      {
        heading: '1. 法令と社会規範の遵守',
        body: [
          '私たちは、事業を行う国と地域の法令、業界の規則および社内規程を守り、社会の一員として誠実に行動します。',
          { items: ['法令や規程の解釈に迷うときは、自己判断せず上司や法務担当に相談します。', '目先の利益のために法令や倫理に反する行為を行いません。'] },
        ],
      },
      {
        heading: '2. お客さまへの誠実な対応',
        body: [
          '私たちは、小売事業者さまと買い物をされる生活者の双方にとって、安全で役に立つ製品とサービスを提供します。',
          { items: ['製品の性能や効果について、根拠のない表示や誇張した説明をしません。', '不具合や事故の兆しを把握したときは、速やかに報告し、お客さまの安全を最優先に対応します。'] },
        ],
      },
      {
        heading: '3. データとプライバシーの尊重',
        body: [
          'AIカメラやスマートショッピングカートは、店舗の中で多くのデータを扱います。私たちは、個人のプライバシーを尊重し、データを目的の範囲内で適正に取り扱います。',
          { items: ['個人を特定する必要のない分析では、個人を識別できない形でデータを処理します。', '取得するデータの種類と利用目的を、店舗や生活者にわかりやすく示すよう努めます。', 'データへのアクセスは業務上必要な者に限り、安全管理措置を講じます。'] },
        ],
      },
      {
        heading: '4. 公正な取引',
        body: [
          '私たちは、公正で自由な競争を尊重し、お取引先と対等で透明な関係を築きます。',
          { items: ['贈賄、不当な利益供与、社会通念を超える接待や贈答を行わず、受け取りません。', '優越的地位の濫用や下請取引における不当な扱いをしません。', '反社会的勢力とは一切の関係を持ちません。'] },
        ],
      },
      {
        heading: '5. 人権の尊重と働きやすい職場',
        body: [
          '私たちは、すべての人の人権と多様性を尊重し、国籍、性別、年齢、障がい、性的指向、信条などによる差別やハラスメントを許しません。',
          '一人ひとりが安心して力を発揮できるよう、安全で健康的な職場をつくります。',
        ],
      },
      {
        heading: '6. 会社資産と情報の適切な管理',
        body: [
          '私たちは、会社の資産、知的財産および機密情報を適切に管理し、業務目的以外に使用しません。他者の知的財産権も尊重します。',
          '未公表の重要事実を利用した株式等の売買（インサイダー取引）を行いません。',
        ],
      },
      {
        heading: '7. 環境と地域社会への貢献',
        body: [
          '私たちは、需要予測や売場の最適化を通じて食品ロスや廃棄の削減に取り組み、事業活動による環境負荷の低減に努めます。',
          '拠点を置く地域の一員として、地域社会の発展に貢献します。',
        ],
      },
      {
        heading: '8. 報告と相談',
        body: [
          '本行動規範に反する行為を知ったとき、またはそのおそれがあるときは、上司または社内外の相談窓口に報告・相談します。',
          '当社グループは、報告や相談をしたことを理由に、相談者を不利益に扱いません。相談内容は秘密として取り扱います。',
        ],
      },
    ],
    dates: [{ label: '制定', value: LEGAL_DATES.conductFormulated.ja }],
    signature: company,
  }),
  en: ({ company }) => ({
    preamble: [
      `${company} and its group companies (together, "the Group") exist to make stores and shopping better through AI and data. We can only do that if customers, partners, communities and colleagues continue to trust us.`,
      'This Code of Conduct sets out the principles that every officer and employee of the Group — including contract and temporary staff — should rely on when making decisions and acting at work.',
    ],
    sections: [
      {
        heading: '1. Complying with laws and social norms',
        body: [
          'We comply with the laws of every country and region where we do business, with industry rules and with our internal policies, and we act with integrity as members of society.',
          { items: ['When unsure how a law or policy applies, we ask a manager or the legal team rather than guess.', 'We never break the law or act unethically for short-term gain.'] },
        ],
      },
      {
        heading: '2. Acting in good faith toward customers',
        body: [
          'We provide products and services that are safe and useful both for retailers and for the people who shop in their stores.',
          { items: ['We make no unfounded or exaggerated claims about what our products do.', 'When we learn of a defect or a risk of an incident, we report it promptly and put customer safety first.'] },
        ],
      },
      {
        heading: '3. Respecting data and privacy',
        body: [
          'AI cameras and smart shopping carts handle a great deal of data inside stores. We respect personal privacy and use data only within the purposes for which it was collected.',
          { items: ['Where an analysis does not need to identify anyone, we process data in a form that cannot identify individuals.', 'We explain clearly to stores and shoppers what data we collect and why.', 'We limit access to data to those who need it for their work and keep it secure.'] },
        ],
      },
      {
        heading: '4. Dealing fairly',
        body: [
          'We respect free and fair competition and build equal, transparent relationships with our business partners.',
          { items: ['We neither offer nor accept bribes, improper benefits, or gifts and hospitality beyond what is customary.', 'We never abuse a stronger bargaining position or treat subcontractors unfairly.', 'We have no relationship of any kind with organised crime or other anti-social forces.'] },
        ],
      },
      {
        heading: '5. Respecting human rights and a good workplace',
        body: [
          'We respect the human rights and diversity of everyone and tolerate no discrimination or harassment based on nationality, gender, age, disability, sexual orientation, belief or any other characteristic.',
          'We keep our workplaces safe and healthy so that everyone can do their best work with confidence.',
        ],
      },
      {
        heading: '6. Protecting company assets and information',
        body: [
          "We look after the company’s assets, intellectual property and confidential information and use them only for business purposes. We respect the intellectual property of others.",
          'We never trade shares or other securities on the basis of material non-public information.',
        ],
      },
      {
        heading: '7. Caring for the environment and communities',
        body: [
          'Through demand forecasting and better store operations we work to reduce food loss and waste, and we strive to lower the environmental impact of our business.',
          'As part of the communities where we are based, we contribute to their development.',
        ],
      },
      {
        heading: '8. Speaking up',
        body: [
          'If you become aware of conduct that breaks, or may break, this Code, report it to your manager or to one of the internal or external helplines.',
          'The Group will never treat anyone unfavourably for reporting or asking for advice in good faith, and reports are handled in confidence.',
        ],
      },
    ],
    dates: [{ label: 'Adopted', value: LEGAL_DATES.conductFormulated.en }],
    signature: company,
  }),
}
