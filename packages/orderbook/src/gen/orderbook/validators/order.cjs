"use strict"; // Generated (tools/codegen)
const {shared0} = require("./_shared1.cjs");
const {validate59} = require("./_shared3.cjs");
function validate74(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){validate74.errors=null;return true;}
exports.response__200 = validate59;
exports.response__401 = shared0;
exports.response__404 = validate74;
