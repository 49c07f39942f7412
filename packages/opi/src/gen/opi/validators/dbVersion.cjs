"use strict"; // Generated (tools/codegen)
const {shared0,shared1} = require("./_shared1.cjs");
const {validate27} = require("./_shared3.cjs");
exports.response__200 = validate27;
exports.response__401 = shared0;
exports.response__default = shared1;
