/**
 * NANP area code -> state and IANA time zone, for the US states, DC and the US territories.
 *
 * Source: the North American Numbering Plan Administrator's assignments of geographic area codes
 * (overlays included, as in service by 2024); the zone is the state's (zip-zones.data.ts), and
 * `except` names the area codes of split states whose area lies mostly in another zone. A mobile
 * number keeps its area code when its owner moves, so the ZIP is asked first. Canadian and
 * Caribbean codes, toll-free and non-geographic codes are absent: the lookup answers null.
 */
export const areaCodesByState: readonly {
  state: string;
  zone: string;
  codes: string;
  except?: Readonly<Record<string, string>>;
}[] = [
  { state: 'AL', zone: 'America/Chicago', codes: '205 251 256 334 659 938' },
  { state: 'AK', zone: 'America/Anchorage', codes: '907' },
  { state: 'AZ', zone: 'America/Phoenix', codes: '480 520 602 623 928' },
  { state: 'AR', zone: 'America/Chicago', codes: '327 479 501 870' },
  {
    state: 'CA',
    zone: 'America/Los_Angeles',
    codes:
      '209 213 279 310 323 341 350 408 415 424 442 510 530 559 562 619 626 628 650 657 661 669 707 714 747 760 805 ' +
      '818 820 831 840 858 909 916 925 949 951',
  },
  { state: 'CO', zone: 'America/Denver', codes: '303 719 720 970 983' },
  { state: 'CT', zone: 'America/New_York', codes: '203 475 860 959' },
  { state: 'DE', zone: 'America/New_York', codes: '302' },
  { state: 'DC', zone: 'America/New_York', codes: '202 771' },
  {
    state: 'FL',
    zone: 'America/New_York',
    codes: '239 305 321 352 386 407 448 561 656 689 727 754 772 786 813 850 863 904 941 954',
    // The panhandle codes: Pensacola to Panama City (Central) is most of their area; Tallahassee is Eastern.
    except: { '850': 'America/Chicago', '448': 'America/Chicago' },
  },
  { state: 'GA', zone: 'America/New_York', codes: '229 404 470 478 678 706 762 770 912 943' },
  { state: 'HI', zone: 'Pacific/Honolulu', codes: '808' },
  // 208/986 cover the whole state; the Pacific panhandle is the smaller part.
  { state: 'ID', zone: 'America/Boise', codes: '208 986' },
  { state: 'IL', zone: 'America/Chicago', codes: '217 224 309 312 331 447 464 618 630 708 730 773 779 815 847 872' },
  {
    state: 'IN',
    zone: 'America/Indiana/Indianapolis',
    codes: '219 260 317 463 574 765 812 930',
    // Northwest Indiana (Gary) is Central; 812/930 (south) is mostly Eastern apart from Evansville.
    except: { '219': 'America/Chicago' },
  },
  { state: 'IA', zone: 'America/Chicago', codes: '319 515 563 641 712' },
  { state: 'KS', zone: 'America/Chicago', codes: '316 620 785 913' },
  {
    state: 'KY',
    zone: 'America/New_York',
    codes: '270 364 502 606 859',
    // Western Kentucky (Paducah, Bowling Green, Owensboro) is Central.
    except: { '270': 'America/Chicago', '364': 'America/Chicago' },
  },
  { state: 'LA', zone: 'America/Chicago', codes: '225 318 337 504 985' },
  { state: 'ME', zone: 'America/New_York', codes: '207' },
  { state: 'MD', zone: 'America/New_York', codes: '240 301 410 443 667' },
  { state: 'MA', zone: 'America/New_York', codes: '339 351 413 508 617 774 781 857 978' },
  { state: 'MI', zone: 'America/Detroit', codes: '231 248 269 313 517 586 616 679 734 810 906 947 989' },
  { state: 'MN', zone: 'America/Chicago', codes: '218 320 507 612 651 763 952' },
  { state: 'MS', zone: 'America/Chicago', codes: '228 601 662 769' },
  { state: 'MO', zone: 'America/Chicago', codes: '314 417 557 573 636 660 816' },
  { state: 'MT', zone: 'America/Denver', codes: '406' },
  // 308 (western Nebraska) is mostly Central; the Panhandle is Mountain.
  { state: 'NE', zone: 'America/Chicago', codes: '308 402 531' },
  { state: 'NV', zone: 'America/Los_Angeles', codes: '702 725 775' },
  { state: 'NH', zone: 'America/New_York', codes: '603' },
  { state: 'NJ', zone: 'America/New_York', codes: '201 551 609 640 732 848 856 862 908 973' },
  { state: 'NM', zone: 'America/Denver', codes: '505 575' },
  {
    state: 'NY',
    zone: 'America/New_York',
    codes: '212 315 332 347 516 518 585 607 631 646 680 716 718 838 845 914 917 929 934',
  },
  { state: 'NC', zone: 'America/New_York', codes: '252 336 704 743 828 910 919 980 984' },
  { state: 'ND', zone: 'America/Chicago', codes: '701' },
  { state: 'OH', zone: 'America/New_York', codes: '216 220 234 326 330 380 419 440 513 567 614 740 937' },
  { state: 'OK', zone: 'America/Chicago', codes: '405 539 572 580 918' },
  { state: 'OR', zone: 'America/Los_Angeles', codes: '458 503 541 971' },
  {
    state: 'PA',
    zone: 'America/New_York',
    codes: '215 223 267 272 412 445 484 570 610 717 724 814 835 878',
  },
  { state: 'RI', zone: 'America/New_York', codes: '401' },
  { state: 'SC', zone: 'America/New_York', codes: '803 839 843 854 864' },
  // 605 covers the whole state; west of the Missouri (Mountain) is the smaller part.
  { state: 'SD', zone: 'America/Chicago', codes: '605' },
  {
    state: 'TN',
    zone: 'America/Chicago',
    codes: '423 615 629 731 865 901 931',
    // East Tennessee (Chattanooga, the Tri-Cities, Knoxville) is Eastern.
    except: { '423': 'America/New_York', '865': 'America/New_York' },
  },
  {
    state: 'TX',
    zone: 'America/Chicago',
    codes:
      '210 214 254 281 325 346 361 409 430 432 469 512 682 713 726 737 806 817 830 832 903 915 936 940 945 956 972 979',
    // El Paso is Mountain.
    except: { '915': 'America/Denver' },
  },
  { state: 'UT', zone: 'America/Denver', codes: '385 435 801' },
  { state: 'VT', zone: 'America/New_York', codes: '802' },
  { state: 'VA', zone: 'America/New_York', codes: '276 434 540 571 703 757 804' },
  { state: 'WA', zone: 'America/Los_Angeles', codes: '206 253 360 425 509 564' },
  { state: 'WV', zone: 'America/New_York', codes: '304 681' },
  { state: 'WI', zone: 'America/Chicago', codes: '262 274 414 534 608 715 920' },
  { state: 'WY', zone: 'America/Denver', codes: '307' },
  // Territories.
  { state: 'PR', zone: 'America/Puerto_Rico', codes: '787 939' },
  { state: 'VI', zone: 'America/St_Thomas', codes: '340' },
  { state: 'GU', zone: 'Pacific/Guam', codes: '671' },
  { state: 'MP', zone: 'Pacific/Saipan', codes: '670' },
  { state: 'AS', zone: 'Pacific/Pago_Pago', codes: '684' },
];
