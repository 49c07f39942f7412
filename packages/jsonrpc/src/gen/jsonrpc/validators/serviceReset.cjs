"use strict"; // Generated (tools/codegen)
const {validate88} = require("./_shared1.cjs");
function validate102(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){validate102.errors=null;return true;}
exports.params = validate88;
exports.result = validate102;
