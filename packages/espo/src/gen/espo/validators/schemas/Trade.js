// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";
import { checkIntString } from "@gw/runtime/common-validators/IntString";
import { checkTxid } from "@gw/runtime/common-validators/Txid";

export function Trade(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.txid === undefined) requiredFail(errors, path, "#", "txid");
		if (data.vout === undefined) requiredFail(errors, path, "#", "vout");
		if (data.timestamp === undefined) requiredFail(errors, path, "#", "timestamp");
		if (data.block_height === undefined) requiredFail(errors, path, "#", "block_height");
		if (data.side === undefined) requiredFail(errors, path, "#", "side");
		if (data.amount_in === undefined) requiredFail(errors, path, "#", "amount_in");
		if (data.amount_out === undefined) requiredFail(errors, path, "#", "amount_out");
		if (data.price === undefined) requiredFail(errors, path, "#", "price");
		if (data.txid !== undefined) checkTxid(errors, data.txid, path, "#/properties/txid", "txid");
		if (data.vout !== undefined) {
			const data0 = data.vout;
			if (!isInteger(data0)) typeFail(errors, path + "/vout", "#/properties/vout", "integer");
			if (typeof data0 == "number") {
				if (data0 < 0 || isNaN(data0)) limitFail(errors, path + "/vout", "#/properties/vout", "minimum", 0);
			}
		}
		if (data.timestamp !== undefined) {
			const data1 = data.timestamp;
			if (typeof data1 != "string") typeFail(errors, path + "/timestamp", "#/properties/timestamp", "string");
		}
		if (data.block_height !== undefined) {
			const data2 = data.block_height;
			if (!isInteger(data2)) typeFail(errors, path + "/block_height", "#/properties/block_height", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/block_height", "#/properties/block_height", "minimum", 0);
			}
		}
		if (data.side !== undefined) {
			const data3 = data.side;
			if (typeof data3 != "string") typeFail(errors, path + "/side", "#/properties/side", "string");
		}
		if (data.amount_in !== undefined) checkDecimalString(errors, data.amount_in, path, "#/properties/amount_in", "amount_in");
		if (data.amount_out !== undefined) checkDecimalString(errors, data.amount_out, path, "#/properties/amount_out", "amount_out");
		if (data.price !== undefined) checkDecimalString(errors, data.price, path, "#/properties/price", "price");
		if (data.address !== undefined) {
			const data4 = data.address;
			if (typeof data4 != "string") typeFail(errors, path + "/address", "#/properties/address", "string");
		}
		if (data.xpubkey !== undefined) {
			const data5 = data.xpubkey;
			if (typeof data5 != "string") typeFail(errors, path + "/xpubkey", "#/properties/xpubkey", "string");
		}
		if (data.base_inflow !== undefined) checkIntString(errors, data.base_inflow, path, "#/properties/base_inflow", "base_inflow");
		if (data.quote_inflow !== undefined) checkIntString(errors, data.quote_inflow, path, "#/properties/quote_inflow", "quote_inflow");
	} else typeFail(errors, path, "#", "object");
	Trade.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
