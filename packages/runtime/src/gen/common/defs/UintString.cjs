"use strict"; // Generated (tools/codegen)
const {validate53} = require("./_shared3.cjs");
exports.UintString = validate53;
