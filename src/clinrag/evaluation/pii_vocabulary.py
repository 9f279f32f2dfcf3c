"""The word lists the PHI evaluation set's slots draw from (``pii_slots``): drugs, doses,
conditions, eponyms, labs, symptoms, places, and the alphabets of MBIs and VINs (data only)."""

from __future__ import annotations

DRUGS = (
    "metformin", "Lasix", "Eliquis", "lisinopril", "atorvastatin", "Keppra", "Synthroid",
    "Januvia", "apixaban", "amlodipine", "sertraline", "Ozempic", "Xarelto", "Plavix", "prednisone",
    "levetiracetam", "Humira", "methotrexate", "insulin glargine", "furosemide", "Zoloft",
    "Norvasc", "Entresto", "Lyrica", "gabapentin", "Toprol XL", "Coreg", "Zestril", "Glucophage",
    "Lovenox", "Protonix", "Tradjenta", "Rybelsus", "Sinemet", "Aricept", "Cozaar", "Bactrim",
    "Augmentin", "doxycycline", "Valtrex", "Singulair", "Flonase", "Benadryl", "Ativan", "Xanax",
    "Tylenol", "Motrin", "Percocet", "Dilaudid", "Zofran", "Colace", "Senokot", "Lexapro",
    "Wellbutrin", "Seroquel", "Abilify", "Depakote", "Lamictal", "Vimpat", "Nexium", "Pepcid",
    "carbidopa-levodopa", "hydroxychloroquine", "spironolactone", "warfarin", "Coumadin",
)  # fmt: skip
DOSES = ("500 mg", "1 g", "10 mg", "25 mcg", "40 units", "0.5 mg", "2.5 mg", "81 mg",
          "20 mg/kg", "100 mcg", "5 mL", "1 tablet", "12.5 mg", "750 mg", "0.125 mg")  # fmt: skip
FREQUENCIES = ("twice daily", "once daily", "BID", "TID", "q6h", "at bedtime", "every morning",
                "PRN", "weekly", "three times daily")  # fmt: skip
CONDITIONS = (
    "type 2 diabetes", "hypertension", "COPD", "heart failure with reduced ejection fraction",
    "atrial fibrillation", "chronic kidney disease stage 3", "osteoarthritis",
    "major depressive disorder", "community-acquired pneumonia", "hypothyroidism", "gout",
    "asthma", "migraine", "iron deficiency anemia", "obstructive sleep apnea", "GERD",
    "cellulitis", "a urinary tract infection", "rheumatoid arthritis", "multiple sclerosis",
)  # fmt: skip
EPONYMS = (
    "Parkinson's disease", "Cushing syndrome", "Hodgkin lymphoma", "Down syndrome",
    "Crohn's disease", "Alzheimer's disease", "Graves' disease", "Hashimoto's thyroiditis",
    "Addison's disease", "Bell's palsy", "Guillain-Barré syndrome", "Sjögren's syndrome",
    "Raynaud's phenomenon", "Wilson's disease", "Huntington's disease", "Kawasaki disease",
    "Lyme disease", "Ménière's disease", "Barrett's esophagus", "Tourette syndrome",
    "Marfan syndrome", "Paget's disease of bone", "Tietze syndrome", "Kienböck disease",
    "Brown-Séquard syndrome", "Lambert-Eaton syndrome", "Osgood-Schlatter disease",
    "Dupuytren's contracture", "a Mallory-Weiss tear", "Wolff-Parkinson-White syndrome",
    "Takotsubo cardiomyopathy", "Waldenström macroglobulinemia", "Peyronie's disease",
    "Legg-Calvé-Perthes disease", "Charcot-Marie-Tooth disease", "von Willebrand disease",
    "Kaposi sarcoma", "Ewing sarcoma", "Burkitt lymphoma", "Hirschsprung disease",
    "Creutzfeldt-Jakob disease", "Wernicke encephalopathy", "a Baker's cyst",
    "Zenker's diverticulum", "Still's disease", "Behçet's disease", "Klinefelter syndrome",
    "Turner syndrome", "Asperger syndrome", "Horner syndrome", "West Nile virus infection",
    "Rocky Mountain spotted fever", "Epstein-Barr virus infection", "non-Hodgkin lymphoma",
)  # fmt: skip
LABS: tuple[tuple[str, float, float, int, str], ...] = (
    ("eGFR", 15, 110, 0, ""), ("HbA1c", 5.0, 12.0, 1, "%"), ("creatinine", 0.6, 4.0, 1, " mg/dL"),
    ("potassium", 3.0, 6.2, 1, " mmol/L"), ("TSH", 0.1, 9.0, 2, " mIU/L"),
    ("LDL", 50, 210, 0, " mg/dL"), ("troponin", 0.01, 2.0, 2, " ng/mL"),
    ("BNP", 40, 2400, 0, " pg/mL"), ("INR", 0.9, 4.5, 1, ""), ("hemoglobin", 6.5, 16.5, 1, " g/dL"),
    ("WBC", 2.0, 24.0, 1, ""), ("CRP", 1, 240, 0, " mg/L"), ("ferritin", 5, 900, 0, " ng/mL"),
    ("sodium", 120, 150, 0, " mmol/L"), ("ALT", 8, 400, 0, " U/L"), ("PSA", 0.2, 20.0, 1, " ng/mL"),
    ("vitamin D", 8, 70, 0, " ng/mL"), ("lactate", 0.5, 8.0, 1, " mmol/L"),
    ("procalcitonin", 0.05, 10.0, 2, " ng/mL"), ("eGFR", 20, 90, 0, " mL/min/1.73m2"),
)  # fmt: skip
SYMPTOMS = ("chest pain", "dyspnea on exertion", "fatigue", "tremor", "headache",
             "joint pain", "palpitations", "syncope", "weight loss", "nocturia", "dizziness",
             "a rash")  # fmt: skip
DURATIONS = ("3 weeks", "2 days", "6 months", "10 years", "48 hours", "several weeks",
              "a month", "5 days")  # fmt: skip
CITIES = ("Springfield", "Columbus", "Dayton", "Worcester", "Fresno", "Tulsa", "Boise",
           "Scranton", "Macon", "Duluth", "Yonkers", "Pueblo", "Chattanooga", "Lubbock",
           "Kalamazoo", "Flagstaff", "Bangor", "Billings", "Eugene", "Savannah")  # fmt: skip
COUNTRIES = ("Mexico", "India", "Brazil", "Kenya", "Germany", "Vietnam", "Peru", "Canada")
STATE_NAMES = ("Ohio", "Texas", "Vermont", "Oregon", "Georgia", "Nevada", "Maine", "Iowa")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")  # fmt: skip
SAMPLE_SSNS = ("123-45-6789", "078-05-1120", "219-09-9999", "111-22-3333")
MBI_LETTERS = "ACDEFGHJKMNPQRTUVWXY"
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
