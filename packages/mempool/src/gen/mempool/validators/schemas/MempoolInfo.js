// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit.

import { failed, isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { FeeCoverage } from "./FeeCoverage.js";

export function MempoolInfo(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.count === undefined) requiredFail(errors, path, "#", "count");
		if (data.bytes === undefined) requiredFail(errors, path, "#", "bytes");
		if (data.vbytes === undefined) requiredFail(errors, path, "#", "vbytes");
		if (data.total_fee === undefined) requiredFail(errors, path, "#", "total_fee");
		if (data.fee_known === undefined) requiredFail(errors, path, "#", "fee_known");
		if (data.fee_coverage === undefined) requiredFail(errors, path, "#", "fee_coverage");
		if (data.provisional === undefined) requiredFail(errors, path, "#", "provisional");
		if (data.seq === undefined) requiredFail(errors, path, "#", "seq");
		if (data.instance === undefined) requiredFail(errors, path, "#", "instance");
		if (data.added_total === undefined) requiredFail(errors, path, "#", "added_total");
		if (data.removed_total === undefined) requiredFail(errors, path, "#", "removed_total");
		if (data.subscribers === undefined) requiredFail(errors, path, "#", "subscribers");
		if (data.count !== undefined) {
			const data0 = data.count;
			if (!isInteger(data0)) typeFail(errors, path + "/count", "#/properties/count", "integer");
			if (typeof data0 == "number") {
				if (data0 < 0 || isNaN(data0)) limitFail(errors, path + "/count", "#/properties/count", "minimum", 0);
			}
		}
		if (data.bytes !== undefined) {
			const data1 = data.bytes;
			if (!isInteger(data1)) typeFail(errors, path + "/bytes", "#/properties/bytes", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/bytes", "#/properties/bytes", "minimum", 0);
			}
		}
		if (data.vbytes !== undefined) {
			const data2 = data.vbytes;
			if (!isInteger(data2)) typeFail(errors, path + "/vbytes", "#/properties/vbytes", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/vbytes", "#/properties/vbytes", "minimum", 0);
			}
		}
		if (data.total_fee !== undefined) {
			const data3 = data.total_fee;
			if (!isInteger(data3)) typeFail(errors, path + "/total_fee", "#/properties/total_fee", "integer");
			if (typeof data3 == "number") {
				if (data3 < 0 || isNaN(data3)) limitFail(errors, path + "/total_fee", "#/properties/total_fee", "minimum", 0);
			}
		}
		if (data.fee_known !== undefined) {
			const data4 = data.fee_known;
			if (!isInteger(data4)) typeFail(errors, path + "/fee_known", "#/properties/fee_known", "integer");
			if (typeof data4 == "number") {
				if (data4 < 0 || isNaN(data4)) limitFail(errors, path + "/fee_known", "#/properties/fee_known", "minimum", 0);
			}
		}
		if (data.fee_coverage !== undefined) {
			if (!FeeCoverage(data.fee_coverage)) errors.push(...failed(FeeCoverage, data.fee_coverage, path + "/fee_coverage"));
		}
		if (data.provisional !== undefined) {
			const data5 = data.provisional;
			if (!isInteger(data5)) typeFail(errors, path + "/provisional", "#/properties/provisional", "integer");
			if (typeof data5 == "number") {
				if (data5 < 0 || isNaN(data5)) limitFail(errors, path + "/provisional", "#/properties/provisional", "minimum", 0);
			}
		}
		if (data.seq !== undefined) checkSeq(errors, data.seq, path, "#/properties/seq", "seq");
		if (data.instance !== undefined) checkInstance(errors, data.instance, path, "#/properties/instance", "instance");
		if (data.added_total !== undefined) {
			const data6 = data.added_total;
			if (!isInteger(data6)) typeFail(errors, path + "/added_total", "#/properties/added_total", "integer");
			if (typeof data6 == "number") {
				if (data6 < 0 || isNaN(data6)) limitFail(errors, path + "/added_total", "#/properties/added_total", "minimum", 0);
			}
		}
		if (data.removed_total !== undefined) {
			const data7 = data.removed_total;
			if (!isInteger(data7)) typeFail(errors, path + "/removed_total", "#/properties/removed_total", "integer");
			if (typeof data7 == "number") {
				if (data7 < 0 || isNaN(data7)) limitFail(errors, path + "/removed_total", "#/properties/removed_total", "minimum", 0);
			}
		}
		if (data.subscribers !== undefined) {
			const data8 = data.subscribers;
			if (!isInteger(data8)) typeFail(errors, path + "/subscribers", "#/properties/subscribers", "integer");
			if (typeof data8 == "number") {
				if (data8 < 0 || isNaN(data8)) limitFail(errors, path + "/subscribers", "#/properties/subscribers", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	MempoolInfo.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `Instance`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkInstance(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}

/** `Seq`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkSeq(errors, data, path, schemaPath, key, propertyName) {
	if (!isInteger(data)) typeFail(errors, join(path, key), schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, join(path, key), schemaPath, "minimum", 0, propertyName);
	}
}
