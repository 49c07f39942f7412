// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkTxid } from "@gw/runtime/common-validators/Txid";
import { checkUnixMillis } from "@gw/runtime/common-validators/UnixMillis";

export function MempoolEntry(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.txid === undefined) requiredFail(errors, path, "#", "txid");
		if (data.wtxid === undefined) requiredFail(errors, path, "#", "wtxid");
		if (data.vsize === undefined) requiredFail(errors, path, "#", "vsize");
		if (data.weight === undefined) requiredFail(errors, path, "#", "weight");
		if (data.first_seen === undefined) requiredFail(errors, path, "#", "first_seen");
		if (data.seq === undefined) requiredFail(errors, path, "#", "seq");
		if (data.origin === undefined) requiredFail(errors, path, "#", "origin");
		if (data.provisional === undefined) requiredFail(errors, path, "#", "provisional");
		if (data.rbf === undefined) requiredFail(errors, path, "#", "rbf");
		if (data.txid !== undefined) checkTxid(errors, data.txid, path, "#/properties/txid", "txid");
		if (data.wtxid !== undefined) {
			const data0 = data.wtxid;
			checkTxid(errors, data0, path, "#/properties/wtxid/allOf/0", "wtxid");
		}
		if (data.vsize !== undefined) {
			const data1 = data.vsize;
			if (!isInteger(data1)) typeFail(errors, path + "/vsize", "#/properties/vsize", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/vsize", "#/properties/vsize", "minimum", 0);
			}
		}
		if (data.weight !== undefined) {
			const data2 = data.weight;
			if (!isInteger(data2)) typeFail(errors, path + "/weight", "#/properties/weight", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/weight", "#/properties/weight", "minimum", 0);
			}
		}
		if (data.fee !== undefined) {
			const data3 = data.fee;
			if (!isInteger(data3)) typeFail(errors, path + "/fee", "#/properties/fee", "integer");
			if (typeof data3 == "number") {
				if (data3 < 0 || isNaN(data3)) limitFail(errors, path + "/fee", "#/properties/fee", "minimum", 0);
			}
		}
		if (data.feerate !== undefined) {
			const data4 = data.feerate;
			if (typeof data4 == "number") {
				if (data4 < 0 || isNaN(data4)) limitFail(errors, path + "/feerate", "#/properties/feerate", "minimum", 0);
			} else typeFail(errors, path + "/feerate", "#/properties/feerate", "number");
		}
		if (data.first_seen !== undefined) checkUnixMillis(errors, data.first_seen, path, "#/properties/first_seen", "first_seen");
		if (data.seq !== undefined) checkSeq(errors, data.seq, path, "#/properties/seq", "seq");
		if (data.origin !== undefined) {
			const data5 = data.origin;
			if (typeof data5 != "string") typeFail(errors, path + "/origin", "#/properties/origin", "string");
		}
		if (data.provisional !== undefined) {
			const data6 = data.provisional;
			if (typeof data6 != "boolean") typeFail(errors, path + "/provisional", "#/properties/provisional", "boolean");
		}
		if (data.rbf !== undefined) {
			const data7 = data.rbf;
			if (typeof data7 != "boolean") typeFail(errors, path + "/rbf", "#/properties/rbf", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	MempoolEntry.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `Seq`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkSeq(errors, data, path, schemaPath, key, propertyName) {
	if (!isInteger(data)) typeFail(errors, join(path, key), schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, join(path, key), schemaPath, "minimum", 0, propertyName);
	}
}
