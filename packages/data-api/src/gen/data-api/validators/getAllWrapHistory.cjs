"use strict"; // Generated (tools/codegen)
const {shared0,shared1} = require("./_shared1.cjs");
const {validate182} = require("./_shared14.cjs");
const {validate185} = require("./_shared15.cjs");
exports.input = validate182;
exports.response__200 = validate185;
exports.response__401 = shared0;
exports.response__default = shared1;
