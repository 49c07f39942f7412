"use strict"; // Generated (tools/codegen)
const {pushError,concatErrors,typeError} = require("./_shared1.cjs");
const {validate54} = require("./_shared2.cjs");
function validate84(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(Array.isArray(data)){if(data.length<0){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit:0},message:"must NOT have fewer than 0 items"});errors++;}const len0=data.length;if(len0>0){if(!(validate54(data[0],{instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){vErrors=concatErrors(vErrors,validate54.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","array"));errors++;}validate84.errors=vErrors;return errors===0;}
function validate87(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){validate87.errors=null;return true;}
exports.params = validate84;
exports.result = validate87;
