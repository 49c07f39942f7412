"use strict"; // Generated (tools/codegen)
const {pushError,concatErrors,typeError} = require("./_shared1.cjs");
const {validate110} = require("./_shared6.cjs");
const {shared0} = require("./_shared8.cjs");
function validate117(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(Array.isArray(data)){if(data.length>1){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit:1},message:"must NOT have more than 1 items"});errors++;}if(data.length<1){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit:1},message:"must NOT have fewer than 1 items"});errors++;}const len0=data.length;if(len0>0){if(!(validate110(data[0],{instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){vErrors=concatErrors(vErrors,validate110.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","array"));errors++;}validate117.errors=vErrors;return errors===0;}
exports.params = validate117;
exports.result = shared0;
